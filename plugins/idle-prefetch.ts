import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const REPLACEMENT = path.join(__dirname, '..', 'src', 'client', 'idlePrefetch.ts');
const CLIENT_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

interface ResolveData {
  request: string;
  contextInfo?: {issuer?: string};
}

/**
 * Swaps the `window.docusaurus` object the client entry installs for
 * `src/client/idlePrefetch.ts`, whose prefetch runs in idle time, a few milliseconds at a time.
 * Only the client entry's import is replaced.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/docusaurus(\.js)?$/,
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
