import type {Plugin} from '@docusaurus/types';
import {loaderRulePlugin} from './lib/loaderRule';

/**
 * Names the search plugin's worker chunk `search-worker` and, unless `pluginWorker` is set (the
 * plugin's defaults, `SEARCH_PLUGIN_DEFAULTS=1`), has it start the site's worker
 * (`src/client/searchWorker.ts`) instead of the plugin's (`lib/search-worker-name-loader.cjs`).
 */
export default function searchWorkerNamePlugin({pluginWorker = false} = {}): () => Plugin {
  return () =>
    loaderRulePlugin({
      name: 'search-worker-name',
      test: /[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]searchByWorker\.js$/,
      loader: 'search-worker-name-loader.cjs',
      options: {siteWorker: !pluginWorker},
    });
}
