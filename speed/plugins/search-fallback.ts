import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from '../lib/replaceModule';

/**
 * Points the search plugin's search bar and results page at `speed/client/searchByWorker.ts`,
 * which holds link prefetching while an index loads. Only imports made by the plugin's own theme
 * components are replaced.
 */
export default function searchFallbackPlugin(): Plugin {
  return moduleReplacementPlugin({
    patch: 'search-fallback',
    request: /^\.\.\/searchByWorker(\.js)?$/,
    issuer:
      /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]/,
    replacement: 'searchByWorker.ts',
  });
}
