import type {Plugin} from '@docusaurus/types';
import {SEARCH_PLUGIN_DEFAULTS} from '../../config/env';
import {loaderRuleConfig} from '../lib/loaderRule';

/**
 * Names the search plugin's worker chunk `search-worker` and, unless the build uses the plugin's
 * defaults (`SEARCH_PLUGIN_DEFAULTS=1`), has it start the site's worker
 * (`src/client/searchWorker.ts`) instead of the plugin's
 * (`speed/loaders/search-worker-name-loader.cjs`).
 */
export default function searchWorkerNamePlugin(): Plugin {
  return {
    name: 'search-worker-name',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return loaderRuleConfig(
        'search-worker-name',
        /[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]searchByWorker\.js$/,
        [{loader: 'search-worker-name-loader.cjs', options: {siteWorker: !SEARCH_PLUGIN_DEFAULTS}}],
      );
    },
  };
}
