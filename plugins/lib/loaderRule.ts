import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export interface LoaderRule {
  /** Plugin name. */
  readonly name: string;
  /** Files the loader rewrites. */
  readonly test: RegExp;
  /** Loader file under `plugins/lib/`. */
  readonly loader: string;
  /** Also in the server bundle (default: the browser bundle only). */
  readonly server?: boolean;
  /** The loader's options. */
  readonly options?: Record<string, unknown>;
}

/** A plugin that passes generated files through one of this site's loaders. */
export function loaderRulePlugin({
  name,
  test,
  loader,
  server = false,
  options,
}: LoaderRule): Plugin {
  const file = path.join(__dirname, loader);
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer && !server) return {};
      return {module: {rules: [{test, use: [options ? {loader: file, options} : file]}]}};
    },
  };
}
