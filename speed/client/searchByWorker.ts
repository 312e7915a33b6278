import {
  fetchIndexesByWorker as fetchIndexes,
  searchByWorker as searchAll,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js';
import {holdPrefetch} from '../../src/client/prefetchHold';

/** The plugin's index loading; link prefetching waits while it runs (`src/client/prefetchHold.ts`). */
export function fetchIndexesByWorker(
  ...args: Parameters<typeof fetchIndexes>
): ReturnType<typeof fetchIndexes> {
  const pending = fetchIndexes(...args);
  holdPrefetch(pending);
  return pending;
}

/**
 * The worker's search (`src/client/searchWorker.ts`, which the plugin's `searchByWorker.js` starts). A
 * query of several words needs no fallback here: the worker ranks pages by how many of the words
 * they match, so a misspelt word no longer hides the page the others find.
 */
export function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<unknown[]> {
  return searchAll(baseUrl, searchContext, input, limit);
}
