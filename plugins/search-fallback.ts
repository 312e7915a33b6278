import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const REPLACEMENT = path.join(__dirname, '..', 'src', 'client', 'searchByWorker.ts');
const PLUGIN_THEME =
  /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]/;

interface ResolveData {
  request: string;
  contextInfo?: {issuer?: string};
}

/**
 * Points the search plugin's search bar and results page at `src/client/searchByWorker.ts`,
 * which wraps the plugin's worker call with a fallback for several-word queries that match
 * nothing. Only imports made by the plugin's own theme components are replaced.
 */
export default function searchFallbackPlugin(): Plugin {
  return {
    name: 'search-fallback',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\.\/searchByWorker(\.js)?$/,
            (resource: ResolveData) => {
              if (PLUGIN_THEME.test(resource.contextInfo?.issuer ?? '')) {
                resource.request = REPLACEMENT;
              }
            },
          ),
        ],
      };
    },
  };
}
