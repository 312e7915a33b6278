/**
 * The search worker's lookups (`./searchWorker.ts`), apart from fetching, so the unit tests and
 * the benchmark's debugging can run them on a build's files.
 *
 * Each term of the query is looked up on its own in each document kind of the index (title,
 * heading, description, keywords, text), so a page matching most of the terms is found even when
 * one matches nothing, and English glossary terms also look up their Chinese names. Outside a
 * context (`shardLoader` given) the text is looked up in the term shards.
 */
import lunr from 'lunr';
import glossary from '../data/glossary.json';
import {termPairs, type GlossaryGroup} from '../lib/glossary.mjs';
import {
  correctWord,
  parseQuery,
  queryTerms,
  rankResults,
  shardKey,
  termKey,
  type Hit,
  type MatchMetadata,
  type RankedResult,
  type SearchDoc,
  type TermSpec,
} from './searchEngine';

/** Loads a term shard by its key (`shardFileName` of `./searchEngine.ts`). */
export type ShardLoader = (key: string) => Promise<Record<string, number[]>>;

export interface WrappedIndex {
  readonly type: number;
  readonly documents: readonly SearchDoc[];
  readonly byRef: ReadonlyMap<string, SearchDoc>;
  readonly index: lunr.Index;
}

export interface LoadedIndexes {
  readonly indexes: readonly WrappedIndex[];
  readonly dictionary: ReadonlySet<string>;
  readonly titles: ReadonlyMap<number, SearchDoc>;
}

const pairs = termPairs((glossary as {groups: GlossaryGroup[]}).groups);
const stopWords = lunr.stopWordFilter as unknown as (token: string) => string | undefined;
const isStopWord = (word: string) => !stopWords(word);
/** Most index terms a prefix reads from a shard. */
const MAX_PREFIX_TERMS = 60;

/** Pages holding an index term (or, for a prefix, terms starting with it), from the shards. */
async function shardHits(
  loadShard: ShardLoader,
  stems: readonly string[],
  prefix: boolean,
  titles: ReadonlyMap<number, SearchDoc>,
): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (const stem of stems) {
    if (stem === '') continue;
    const shard = await loadShard(shardKey(stem));
    const terms = prefix
      ? Object.keys(shard)
          .filter((term) => term.startsWith(stem))
          .slice(0, MAX_PREFIX_TERMS)
      : [stem];
    for (const term of terms) {
      const list = shard[term] ?? [];
      let page = 0;
      for (let i = 0; i + 2 < list.length; i += 3) {
        page += list[i] ?? 0;
        const doc = titles.get(page);
        if (doc) {
          hits.push({type: 0, doc, score: list[i + 2] ?? 1, metadata: {}, kind: list[i + 1] ?? 4});
        }
      }
    }
  }
  return hits;
}

/** An index file as fetched: per kind, its documents and serialised lunr index. */
export type IndexJson = {documents: SearchDoc[]; index: object}[];

/** Loads an index file's lunr indexes and the Chinese words of its dictionary. */
export function wrapIndexes(json: IndexJson): LoadedIndexes {
  const dictionary = new Set<string>();
  const indexes = json.map(({documents, index}, type): WrappedIndex => {
    const loaded = lunr.Index.load(index);
    for (const term of Object.keys(
      (loaded as unknown as {invertedIndex: Record<string, unknown>}).invertedIndex,
    )) {
      if (/\p{Unified_Ideograph}/u.test(term[0] ?? '')) dictionary.add(term);
    }
    return {
      type,
      documents,
      byRef: new Map(documents.map((doc) => [String(doc.i), doc])),
      index: loaded,
    };
  });
  const titles = new Map((indexes[0]?.documents ?? []).map((doc) => [doc.i, doc]));
  return {indexes, dictionary, titles};
}

function lookUpOnce(
  indexes: readonly WrappedIndex[],
  term: TermSpec,
  editDistance: number,
  usePipeline = true,
): Hit[] {
  const hits: Hit[] = [];
  for (const {type, byRef, index} of indexes) {
    const results = index.query((query) => {
      query.term(term.value, {
        presence: lunr.Query.presence.OPTIONAL,
        usePipeline,
        wildcard: term.prefix ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
        ...(editDistance > 0 ? {editDistance} : {}),
      });
    });
    for (const result of results) {
      const doc = byRef.get(result.ref);
      if (doc) {
        hits.push({
          type,
          doc,
          score: result.score,
          metadata: result.matchData.metadata as unknown as MatchMetadata,
        });
      }
    }
  }
  return hits;
}

/**
 * The documents a term matches in each kind of an index. A prefix is also looked up as a whole
 * word: the index stores English words stemmed (`parallel_updates` as `parallel_upd`), which a
 * prefix of the typed word does not reach.
 */
function lookUp(indexes: readonly WrappedIndex[], term: TermSpec, editDistance: number): Hit[] {
  if (!term.prefix) return lookUpOnce(indexes, term, editDistance);
  const best = new Map<string, Hit>();
  for (const hit of [
    ...lookUpOnce(indexes, {...term, prefix: false}, editDistance),
    ...(editDistance > 0 ? [] : lookUpOnce(indexes, term, 0)),
  ]) {
    const key = `${hit.type}:${hit.doc.i}`;
    const seen = best.get(key);
    if (!seen || seen.score < hit.score) best.set(key, hit);
  }
  return [...best.values()];
}

/** Searches loaded indexes (and, outside a context, the term shards `shardLoader` loads). */
export async function searchIndexes(
  {indexes, dictionary, titles}: LoadedIndexes,
  input: string,
  limit: number,
  shardLoader: ShardLoader | null,
): Promise<RankedResult[]> {
  const loadShard: ShardLoader = shardLoader ?? (() => Promise.resolve({}));
  const loadShardIf = (term: string) =>
    shardLoader && term !== '' ? loadShard(shardKey(term)) : Promise.resolve({});
  if (!/[\p{L}\p{N}]/u.test(input)) return [];
  const sharded = shardLoader !== null;
  const pipeline = indexes[0]?.index.pipeline;
  const stemsOf = (value: string) => (pipeline ? pipeline.runString(value) : [value]);
  // English words the index does not have are corrected to the nearest glossary word.
  const text = input.slice(0, 200);
  const words = text.toLowerCase().match(/[a-z][a-z0-9_]*/g) ?? [];
  if (sharded) {
    await Promise.all(
      [...new Set(words.flatMap((word) => stemsOf(word).map(shardKey)))].map((key) =>
        loadShard(key),
      ),
    );
  }
  const shards = new Map<string, Record<string, number[]>>();
  for (const word of words) {
    for (const stem of stemsOf(word)) shards.set(stem, await loadShardIf(stem));
  }
  const isKnown = (word: string) =>
    stemsOf(word).some(
      (stem) =>
        stem in (shards.get(stem) ?? {}) ||
        lookUpOnce(indexes, {value: stem, prefix: false, fuzzy: 0}, 0, false).length > 0,
    );
  const corrected = text.replace(/[A-Za-z][A-Za-z0-9_]*/g, (word) => {
    const fixed = correctWord(word.toLowerCase(), pairs, isKnown);
    return fixed === word.toLowerCase() ? word : fixed;
  });
  const query = parseQuery(corrected, {dictionary, pairs, isStopWord});
  const hits = new Map<string, Hit[]>();
  // Outside a context the root index has titles, descriptions and keywords; the text is in the
  // term shards, looked up by the term as the index stores it (stemmed).
  const terms = queryTerms(query).slice(0, 40);
  if (sharded) {
    await Promise.all(
      [...new Set(terms.flatMap((term) => stemsOf(term.value).map(shardKey)))].map((key) =>
        loadShard(key),
      ),
    );
  }
  for (const term of terms) {
    let found = lookUp(indexes, term, 0);
    if (sharded) {
      found = found.concat(await shardHits(loadShard, stemsOf(term.value), false, titles));
      if (term.prefix) found = found.concat(await shardHits(loadShard, [term.value], true, titles));
    }
    // A misspelt word: the nearest words of the index (and, outside a context, their pages).
    if (found.length === 0 && term.fuzzy > 0) {
      found = lookUp(indexes, term, term.fuzzy);
      if (sharded) {
        const near = [...new Set(found.flatMap((hit) => Object.keys(hit.metadata)))];
        found = found.concat(await shardHits(loadShard, near, false, titles));
      }
    }
    hits.set(termKey(term), found);
  }
  return rankResults(query, hits, titles, limit);
}
