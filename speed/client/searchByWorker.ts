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

interface Result {
  readonly document: {readonly i: number};
  readonly score: number;
}

/**
 * The search plugin's worker call, with one fallback: a query of several words that matches
 * nothing (every word must match) is asked again without each word in turn, and the best of
 * those answers are returned. A misspelt word ("significant chnage") then no longer hides the
 * page the other words find. A query that matches as typed is answered exactly as before.
 */
export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<unknown[]> {
  const results = (await searchAll(baseUrl, searchContext, input, limit)) as Result[];
  const words = input.trim().split(/\s+/);
  if (results.length > 0 || words.length < 2 || words.length > 6) return results;
  const partial = await Promise.all(
    words.map(
      (_, skip) =>
        searchAll(
          baseUrl,
          searchContext,
          words.filter((__, i) => i !== skip).join(' '),
          limit,
        ) as Promise<Result[]>,
    ),
  );
  const best = new Map<number, Result>();
  for (const result of partial.flat()) {
    const seen = best.get(result.document.i);
    if (!seen || seen.score < result.score) best.set(result.document.i, result);
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}
