import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {countedRule} from './patches';

/** A loader file of `speed/loaders/`. */
export const loaderFile = (file: string): string => path.join(__dirname, '..', 'loaders', file);

export interface LoaderRule {
  /** Patch name, `<entry id>` or `<entry id>/<part>` of `speed/manifest.ts`. */
  readonly patch: string;
  /** Files the loader rewrites. */
  readonly test: RegExp;
  /** Loader file under `speed/loaders/`. */
  readonly loader: string;
  /** Also in the server bundle (default: the browser bundle only). */
  readonly server?: boolean;
}

/**
 * The configuration that passes the files matching `test` through loaders (files of
 * `speed/loaders/`, or entries with options), and has the guard count those files as `patch`.
 */
export function loaderRuleConfig(
  patch: string,
  test: RegExp,
  use: (string | {loader: string; options: object})[],
  extra: object = {},
): {module: {rules: object[]}; plugins: {apply(compiler: object): void}[]} {
  const resolved = use.map((item) =>
    typeof item === 'string' ? loaderFile(item) : {...item, loader: loaderFile(item.loader)},
  );
  return {
    module: {rules: [{test, use: resolved, ...extra}]},
    plugins: [countedRule({patch, test})],
  };
}

/** A plugin that passes generated files through one of the speed layer's loaders. */
export function loaderRulePlugin({patch, test, loader, server = false}: LoaderRule): Plugin {
  return {
    name: patch,
    configureWebpack(_config, isServer) {
      if (isServer && !server) return {};
      return loaderRuleConfig(patch, test, [loader]);
    },
  };
}
