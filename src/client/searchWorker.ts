/**
 * The search worker: the search plugin's worker (same index files, same calls, same result
 * shape for its bar and results page) with this site's query reading and ranking
 * (`./searchCore.ts`, `./searchEngine.ts`). `plugins/lib/search-worker-name-loader.cjs` has the
 * plugin's `searchByWorker.js` start this file instead of its own `worker.js`.
 */
import * as Comlink from 'comlink';
// Also registers the index's lunr languages (the plugin's generated constants do).
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults.js';
import {searchIndexes, wrapIndexes, type IndexJson, type LoadedIndexes} from './searchCore';
import {indexFileDir, shardFileName} from './searchEngine';

const cache = new Map<string, Promise<LoadedIndexes>>();
const shardCache = new Map<string, Promise<Record<string, number[]>>>();
/** The build's hash the plugin adds to index URLs, for the shards too. */
const version = searchIndexUrl.includes('?')
  ? searchIndexUrl.slice(searchIndexUrl.indexOf('?'))
  : '';

function sameOrigin(url: string): string {
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error('Unexpected index url');
  }
  return url;
}

async function loadIndexes(baseUrl: string, searchContext: string): Promise<LoadedIndexes> {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', indexFileDir(searchContext))}`;
  return wrapIndexes((await (await fetch(sameOrigin(url))).json()) as IndexJson);
}

/** A term shard (`plugins/search-local.ts`), fetched once; an absent shard holds no terms. */
function loadShard(baseUrl: string, key: string): Promise<Record<string, number[]>> {
  const url = sameOrigin(`${baseUrl}${shardFileName(key)}${version}`);
  let pending = shardCache.get(url);
  if (!pending) {
    pending = fetch(url).then(
      (response) => (response.ok ? (response.json() as Promise<Record<string, number[]>>) : {}),
      () => ({}),
    );
    shardCache.set(url, pending);
  }
  return pending;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await this.load(baseUrl, searchContext);
  }

  private load(baseUrl: string, searchContext: string): Promise<LoadedIndexes> {
    const key = `${baseUrl}${searchContext}`;
    let pending = cache.get(key);
    if (!pending) {
      pending = loadIndexes(baseUrl, searchContext);
      cache.set(key, pending);
    }
    return pending;
  }

  async search(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<unknown[]> {
    const loaded = await this.load(baseUrl, searchContext);
    // Outside a context the text is in the term shards.
    const shards = searchContext === '' ? (key: string) => loadShard(baseUrl, key) : null;
    const results = await searchIndexes(loaded, input, limit, shards);
    processTreeStatusOfSearchResults(results);
    return results;
  }
}

Comlink.expose(SearchWorker);
