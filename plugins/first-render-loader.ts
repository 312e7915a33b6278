import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const REPLACEMENT = path.join(__dirname, '..', 'src', 'client', 'preloadFirstRender.ts');
const CLIENT_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

interface ResolveData {
  request: string;
  contextInfo?: {issuer?: string};
}

/**
 * Swaps the preload that Docusaurus' client entry runs before the first render for
 * `src/client/preloadFirstRender.ts`, so that a page module failing to load shows the loader's
 * error box with Retry instead of a page without its app. Only the client entry's import is
 * replaced; navigation keeps the original preload.
 */
export default function firstRenderLoaderPlugin(): Plugin {
  return {
    name: 'first-render-loader',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/preload(\.js)?$/,
            (resource: ResolveData) => {
              if (CLIENT_ENTRY.test(resource.contextInfo?.issuer ?? '')) {
                resource.request = REPLACEMENT;
              }
            },
          ),
        ],
      };
    },
  };
}
