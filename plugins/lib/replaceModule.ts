import path from 'node:path';
import type {CurrentBundler, Plugin} from '@docusaurus/types';

/** Docusaurus' client entry, the importer several replacements are limited to. */
export const CLIENT_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

export interface ModuleReplacement {
  /** Plugin name. */
  readonly name: string;
  /** Import request to replace, as the importing file writes it. */
  readonly request: RegExp;
  /** Replace only imports made by files matching this; every matching import when absent. */
  readonly issuer?: RegExp;
  /** File under `src/client/` that is imported instead. */
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
 * `replace` returns undefined.
 */
export function replaceRequests(
  bundler: CurrentBundler,
  request: RegExp,
  replace: (request: string, issuer: string) => string | undefined,
): InstanceType<CurrentBundler['instance']['NormalModuleReplacementPlugin']> {
  return new bundler.instance.NormalModuleReplacementPlugin(request, (resource: ResolveData) => {
    const file = replace(resource.request, resource.contextInfo?.issuer ?? '');
    if (file !== undefined) resource.request = file;
  });
}

/**
 * A plugin that makes the bundler import one of this site's modules in place of a module of
 * Docusaurus or of a plugin, where a theme wrapper cannot reach (client entry, client modules,
 * a plugin's internal imports).
 */
export function moduleReplacementPlugin({
  name,
  request,
  issuer,
  replacement,
  server = false,
  browser = true,
}: ModuleReplacement): Plugin {
  const file = path.join(__dirname, '..', '..', 'src', 'client', replacement);
  return {
    name,
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer ? !server : !browser) return {};
      return {
        plugins: [
          replaceRequests(currentBundler, request, (_request, importer) =>
            !issuer || issuer.test(importer) ? file : undefined,
          ),
        ],
      };
    },
  };
}
