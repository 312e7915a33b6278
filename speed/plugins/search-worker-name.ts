import {loaderRulePlugin} from '../lib/loaderRule';

/** Names the search plugin's worker chunk `search-worker` (`speed/loaders/search-worker-name-loader.cjs`). */
export default function searchWorkerNamePlugin() {
  return loaderRulePlugin({
    patch: 'search-worker-name',
    test: /[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]searchByWorker\.js$/,
    loader: 'search-worker-name-loader.cjs',
  });
}
