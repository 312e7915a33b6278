import path from 'node:path';
import type {CurrentBundler, Plugin} from '@docusaurus/types';
import {registryOf} from './patches';

/** Docusaurus' client entry, the importer several replacements are limited to. */
export const CLIENT_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

/** A file of `speed/client/`, the modules imported instead of the framework's. */
export const clientFile = (file: string): string => path.join(__dirname, '..', 'client', file);

export interface ModuleReplacement {
  /** Patch name, `<entry id>` or `<entry id>/<part>` of `speed/manifest.ts`. */
  readonly patch: string;
  /** Import request to replace, as the importing file writes it. */
  readonly request: RegExp;
  /** Replace only imports made by files matching this; every matching import when absent. */
  readonly issuer?: RegExp;
  /** File under `speed/client/` that is imported instead. */
  readonly replacement: string;
  /** Also replace in the server bundle (default: the browser bundle only). */
  readonly server?: boolean;
  /** Replace in the browser bundle (default: true). */
  readonly browser?: boolean;
}

interface ResolveData {
  request: string;
  contextInfo?: {issuer?: string};
}

/**
 * The bundler plugin that makes an import matching `request` import the file `replace`
 * returns for it (given the request and the importing file), or leaves it alone where
 * `replace` returns undefined. The guard (`speed/guard.ts`) counts its matches as `patch`.
 */
export function replaceRequests(
  bundler: CurrentBundler,
  patch: string,
  request: RegExp,
  replace: (request: string, issuer: string) => string | undefined,
): {apply(compiler: object): void} {
  const plugin = new bundler.instance.NormalModuleReplacementPlugin(
    request,
    (resource: ResolveData) => {
      const file = replace(resource.request, resource.contextInfo?.issuer ?? '');
      if (file !== undefined) resource.request = file;
    },
  );
  return {
    apply(compiler) {
      registryOf(compiler).replacements.push({patch, request, replace});
      (plugin as unknown as {apply(compiler: object): void}).apply(compiler);
    },
  };
}

/** The bundler plugin of one replacement, for the bundle being configured; none if not in it. */
export function replaceModule(
  bundler: CurrentBundler,
  isServer: boolean,
  {patch, request, issuer, replacement, server = false, browser = true}: ModuleReplacement,
): {apply(compiler: object): void}[] {
  if (isServer ? !server : !browser) return [];
  const file = clientFile(replacement);
  return [
    replaceRequests(bundler, patch, request, (_request, importer) =>
      !issuer || issuer.test(importer) ? file : undefined,
    ),
  ];
}

/**
 * A plugin that makes the bundler import one of the speed layer's modules in place of a module
 * of Docusaurus or of a plugin, where a theme wrapper cannot reach (client entry, client
 * modules, a plugin's internal imports).
 */
export function moduleReplacementPlugin(replacement: ModuleReplacement): Plugin {
  return {
    name: replacement.patch,
    configureWebpack(_config, isServer, {currentBundler}) {
      return {plugins: replaceModule(currentBundler, isServer, replacement)};
    },
  };
}
