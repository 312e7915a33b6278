/**
 * How the search worker (`./searchWorker.ts`) reads a query and ranks pages; no lunr here, so
 * the unit tests run it on plain data.
 *
 * A query is read as concepts: an English word or glossary phrase, a Chinese word found in the
 * index's dictionary. A concept matches when any of its alternatives does (`config flow` or
 * `配置流程`; `事件循环` or `事件` and `循环`). Pages are ranked by how many concepts they match,
 * weighted by how rare each concept is (idf), and where (title above keywords above headings
 * above text), so a sentence typed as a question finds the pages holding most of its words, and a
 * word that matches nothing does not hide the pages the others find. Blog posts rank below docs
 * unless the query names a release, a year or a deprecation.
 */

/** One term looked up in the index. */
export interface TermSpec {
  readonly value: string;
  /** Matches words starting with the value (the reader may still be typing it). */
  readonly prefix: boolean;
  /** Allowed edit distance when the exact term matches nothing (typos). */
  readonly fuzzy: number;
}

/** Terms that must all match for the alternative to match, and its weight. */
export interface Alternative {
  readonly terms: readonly TermSpec[];
  readonly weight: number;
}

export interface Concept {
  /** What the reader typed for it. */
  readonly text: string;
  readonly alternatives: readonly Alternative[];
}

export interface QueryIntent {
  /** Years the query names (`2024`, or the year of a release `2024.8`). */
  readonly years: readonly string[];
  /** Months of releases the query names, as `YYYY/MM`. */
  readonly months: readonly string[];
  /** The query is about a deprecation or removal. */
  readonly deprecation: boolean;
}

export interface ParsedQuery {
  readonly concepts: readonly Concept[];
  readonly intent: QueryIntent;
}

/** English ↔ Chinese glossary pair (`termPairs` of `src/lib/glossary.mjs`). */
export interface TermPair {
  readonly en: string;
  readonly zh: readonly string[];
}

export interface QueryContext {
  /** Chinese words of the index. */
  readonly dictionary: ReadonlySet<string>;
  readonly pairs: readonly TermPair[];
  /** English stop words, which the index leaves out. */
  readonly isStopWord: (word: string) => boolean;
}

/** Chinese words of a question that carry no topic. */
const FILLERS = new Set(
  (
    '怎么 怎样 如何 什么 哪些 哪个 哪里 为什么 为何 是否 应该 应当 可以 需要 能否 能够 能 会 要 ' +
    '吗 呢 吧 啊 做 里 中 时 时候 的 了 在 和 与 及 有 是 把 被 让 给 对 从 到 用 该 我 我们 你 ' +
    '一个 这个 那个 一下 哪 里面 之后 之前 以后 时要 还是 或者 支持 实现 写 加 办'
  ).split(' '),
);

const CJK = /\p{Unified_Ideograph}/u;

/**
 * Words of a Chinese run by the index's dictionary: the cut with the fewest words, single
 * characters counting triple (`扫地机器人` → 扫地, 机器人 rather than 扫地机, 器, 人). Characters
 * the dictionary lacks stay as single characters.
 */
export function segmentChinese(
  run: string,
  dictionary: ReadonlySet<string>,
  maxLength = 8,
): string[] {
  const cost: number[] = [0];
  const from: number[] = [0];
  for (let i = 1; i <= run.length; i += 1) {
    cost[i] = Infinity;
    for (let length = 1; length <= Math.min(maxLength, i); length += 1) {
      const word = run.slice(i - length, i);
      const known = dictionary.has(word);
      if (!known && length > 1) continue;
      const step = length > 1 ? 1 : known ? 3 : 4;
      const total = (cost[i - length] ?? Infinity) + step;
      if (total < (cost[i] ?? Infinity)) {
        cost[i] = total;
        from[i] = i - length;
      }
    }
  }
  const words: string[] = [];
  for (let i = run.length; i > 0; i = from[i] ?? 0) words.unshift(run.slice(from[i] ?? 0, i));
  return words;
}

/** English words of a glossary name: `add-on` → add, on. */
const englishWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);

function sameWord(token: string, word: string, last: boolean): boolean {
  if (token === word) return true;
  if (!last) return false;
  return (
    token === `${word}s` ||
    token === `${word}es` ||
    (word.endsWith('y') && token === `${word.slice(0, -1)}ies`)
  );
}

/** The alternatives of a Chinese word: itself, and its shorter dictionary words together. */
function chineseAlternatives(word: string, context: QueryContext, prefix: boolean): Alternative[] {
  const alternatives: Alternative[] = [{terms: [{value: word, prefix, fuzzy: 0}], weight: 1}];
  // Words of the index that start with it (`事件` in `事件循环`, `事件总线`).
  if (!prefix) alternatives.push({terms: [{value: word, prefix: true, fuzzy: 0}], weight: 0.6});
  if (word.length >= 3) {
    const parts = segmentChinese(word, context.dictionary, word.length - 1).filter(
      (part) => part.length >= 2 || word.length === 3,
    );
    if (parts.length >= 2 && parts.join('').length >= word.length - 1) {
      alternatives.push({
        terms: parts.map((value) => ({value, prefix: false, fuzzy: 0})),
        weight: 0.8,
      });
    }
  }
  return alternatives;
}

/** The terms of a Chinese glossary name: the name if the index has it, else its words. */
function chineseTerms(name: string, context: QueryContext): TermSpec[] {
  const compact = name.replace(/\s+/g, '').toLowerCase();
  if (context.dictionary.has(compact)) return [{value: compact, prefix: false, fuzzy: 0}];
  return (compact.match(/\w+|\p{Unified_Ideograph}+/gu) ?? []).flatMap((run) => {
    if (!CJK.test(run)) return [{value: run, prefix: false, fuzzy: 0}];
    const words = segmentChinese(run, context.dictionary);
    const known = words.length > 0 && words.every((word) => context.dictionary.has(word));
    return (known ? words : [run]).map((value) => ({value, prefix: false, fuzzy: 0}));
  });
}

function intentOf(lower: string): QueryIntent {
  const years = new Set<string>();
  const months = new Set<string>();
  for (const [, year = '', month = ''] of lower.matchAll(/(?<!\d)(20[12]\d)\.(\d{1,2})(?!\d)/g)) {
    years.add(year);
    months.add(`${year}/${month.padStart(2, '0')}`);
  }
  for (const [, year = ''] of lower.matchAll(/(?<![\d.])(20[12]\d)(?![\d.])/g)) years.add(year);
  return {
    years: [...years],
    months: [...months],
    // A deprecation, removal or change of name or rule: what posts announce.
    deprecation:
      /弃用|废弃|移除|改名|更名|重命名|新规则|变更|改为|改成|不再|deprecat|removal|removed|breaking|rename|破坏性/.test(
        lower,
      ),
  };
}

/** Reads a query as concepts (see the module's comment). */
export function parseQuery(input: string, context: QueryContext): ParsedQuery {
  const lower = input.toLowerCase();
  const typing = !/\s$/.test(input);
  const tokens = lower.match(/\w+|\p{Unified_Ideograph}+/gu) ?? [];
  const phrases = context.pairs
    .map((pair) => ({...pair, words: englishWords(pair.en)}))
    .filter((pair) => pair.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  const concepts: Concept[] = [];
  const chinese: {word: string; prefix: boolean}[][] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] ?? '';
    const last = i === tokens.length - 1;
    if (CJK.test(token)) {
      const words = segmentChinese(token, context.dictionary);
      chinese.push(
        words.map((word, w) => ({word, prefix: typing && last && w === words.length - 1})),
      );
      continue;
    }
    // The longest glossary phrase starting here: its English words or its Chinese name.
    const match = phrases.find((pair) =>
      pair.words.every((word, w) =>
        sameWord(tokens[i + w] ?? '', word, w === pair.words.length - 1),
      ),
    );
    if (match) {
      const same = phrases.filter((pair) => pair.words.join(' ') === match.words.join(' '));
      const english = match.words
        .filter((word) => !context.isStopWord(word))
        .map((value) => ({value, prefix: false, fuzzy: 0}));
      const alternatives: Alternative[] = english.length > 0 ? [{terms: english, weight: 1}] : [];
      for (const pair of same) {
        for (const name of pair.zh) {
          const terms = chineseTerms(name, context);
          if (terms.length > 0) alternatives.push({terms, weight: 1});
        }
      }
      concepts.push({text: tokens.slice(i, i + match.words.length).join(' '), alternatives});
      i += match.words.length - 1;
      continue;
    }
    if (context.isStopWord(token) && tokens.length > 1) continue;
    const fuzzy = token.length >= 8 ? 2 : token.length >= 5 && !/^\d+$/.test(token) ? 1 : 0;
    concepts.push({
      text: token,
      alternatives: [{terms: [{value: token, prefix: typing && last, fuzzy}], weight: 1}],
    });
  }
  // Runs of single characters (a word the dictionary lacks, `板型元` in `板型元数据`) match as the
  // run or as its characters together; other single characters and question words are left out
  // when the query has words of two characters or more.
  type Word = {word: string; prefix: boolean; chars?: string[]};
  const topical: Word[] = [];
  for (const run of chinese) {
    let singles: {word: string; prefix: boolean}[] = [];
    const flush = () => {
      if (singles.length >= 2) {
        topical.push({
          word: singles.map((single) => single.word).join(''),
          prefix: false,
          chars: singles.map((single) => single.word),
        });
      } else topical.push(...singles);
      singles = [];
    };
    for (const item of run) {
      if (FILLERS.has(item.word)) flush();
      else if (item.word.length === 1) singles.push(item);
      else {
        flush();
        topical.push(item);
      }
    }
    flush();
  }
  const words: Word[] = chinese.flat();
  const kept: Word[] = topical.some(({word}) => word.length >= 2)
    ? topical.filter(({word}) => word.length >= 2)
    : topical.length > 0
      ? topical
      : words;
  for (const {word, prefix, chars} of kept) {
    const alternatives = chars
      ? [
          {terms: [{value: word, prefix: false, fuzzy: 0}], weight: 1},
          {terms: chars.map((value) => ({value, prefix: false, fuzzy: 0})), weight: 0.9},
        ]
      : chineseAlternatives(word, context, prefix);

    concepts.push({text: word, alternatives});
  }
  return {concepts: dedupe(concepts), intent: intentOf(lower)};
}

function dedupe(concepts: readonly Concept[]): Concept[] {
  const seen = new Set<string>();
  return concepts.filter((concept) => {
    const key = JSON.stringify(concept.alternatives);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Edit distance of two words (insertions, deletions, substitutions, adjacent swaps), capped. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      row.push(value);
    }
    previous2 = previous;
    previous = row;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * A misspelt English word of the query corrected to the nearest glossary word (`coordinatr` →
 * `coordinator`), when `isKnown` says the index does not have it: edit distance 1 for words of 5
 * to 7 letters, 2 from 8.
 */
export function correctWord(
  word: string,
  pairs: readonly TermPair[],
  isKnown: (word: string) => boolean,
): string {
  if (word.length < 5 || /\d/.test(word) || isKnown(word)) return word;
  const max = word.length >= 8 ? 2 : 1;
  let best = word;
  let bestDistance = max + 1;
  for (const pair of pairs) {
    for (const candidate of englishWords(pair.en)) {
      const distance = editDistance(word, candidate, max);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/** Every term of a parsed query, each once. */
export function queryTerms(query: ParsedQuery): TermSpec[] {
  const terms = new Map<string, TermSpec>();
  for (const concept of query.concepts) {
    for (const alternative of concept.alternatives) {
      for (const term of alternative.terms) terms.set(termKey(term), term);
    }
  }
  return [...terms.values()];
}

export const termKey = (term: TermSpec) =>
  `${term.value}${term.prefix ? '*' : ''}${term.fuzzy ? `~${term.fuzzy}` : ''}`;

/**
 * The shard of a term of the index (`plugins/search-local.ts` writes it as `shardFileName`):
 * its first character for Latin letters, digits and `_`; one of 32 groups by the first
 * character otherwise. Terms sharing a first character share a shard, so a prefix is looked up
 * in one file.
 */
export function shardKey(term: string): string {
  const first = term[0] ?? '';
  if (/^[a-z0-9_]$/.test(first)) return first === '_' ? 'u' : first;
  return `x${(first.codePointAt(0) ?? 0) % 32}`;
}

/** File name of a term shard, as the build writes it and the worker fetches it. */
export const shardFileName = (key: string): string => `search-shard-${key}.json`;

/** What a context adds to its index file name (`search-index{dir}.json`); nothing for the root. */
export const indexFileDir = (context: string): string =>
  context === '' ? '' : `-${context.replace(/\//g, '-')}`;

/** Document kinds of the index files, in their order (the search plugin's). */
export const TITLE = 0;
export const HEADING = 1;
export const DESCRIPTION = 2;
export const KEYWORDS = 3;
export const CONTENT = 4;

/** Weight of a match by where it is: title, heading, description, keywords, text. */
const FIELD_WEIGHT = [10, 6, 5, 8, 3];

/** A document of an index file. */
export interface SearchDoc {
  readonly i: number;
  readonly u: string;
  readonly t?: string;
  readonly p?: number;
}

/** Match positions per index term and field, as lunr reports them. */
export type MatchMetadata = Record<string, Record<string, {position?: number[][]}>>;

/** A document a term matched. */
export interface Hit {
  /** Kind of the document shown. */
  readonly type: number;
  readonly doc: SearchDoc;
  readonly score: number;
  readonly metadata: MatchMetadata;
  /** Where the term is when that is not the document shown: a term shard's page hit, shown by its title. */
  readonly kind?: number;
}

export interface RankedResult {
  readonly document: SearchDoc;
  readonly type: number;
  readonly page: SearchDoc | false;
  readonly metadata: MatchMetadata;
  readonly tokens: string[];
  readonly score: number;
}

interface DocEvidence {
  readonly type: number;
  /** Where the concepts matched (a shard's page hit is shown by its title). */
  kind: number;
  readonly doc: SearchDoc;
  readonly concepts: Set<number>;
  readonly metadata: MatchMetadata;
}

const pageOf = (hit: {type: number; doc: SearchDoc}) =>
  hit.type === TITLE ? hit.doc.i : (hit.doc.p ?? hit.doc.i);
const docKey = (type: number, doc: SearchDoc) => `${type}:${doc.i}`;

function mergeMetadata(into: MatchMetadata, from: MatchMetadata): void {
  for (const [term, fields] of Object.entries(from)) {
    const target = (into[term] ??= {});
    for (const [field, data] of Object.entries(fields)) {
      const positions = (target[field] ??= {position: []}).position ?? [];
      for (const position of data.position ?? []) {
        if (!positions.some((p) => p[0] === position[0] && p[1] === position[1])) {
          positions.push(position);
        }
      }
      target[field] = {position: positions};
    }
  }
}

const hasPositions = (metadata: MatchMetadata) =>
  Object.values(metadata).some((fields) => (fields.t?.position?.length ?? 0) > 0);

/**
 * Match positions for showing a document: lunr's where the index kept them (headings, text),
 * else where the query's words occur in its text (titles, descriptions), else the start, so
 * the plugin's highlighting always has a position to start from.
 */
export function displayMetadata(
  metadata: MatchMetadata,
  text: string,
  tokens: readonly string[],
): MatchMetadata {
  const shown: MatchMetadata = {};
  for (const [term, fields] of Object.entries(metadata)) {
    if ((fields.t?.position?.length ?? 0) > 0)
      shown[term] = {t: {position: fields.t?.position ?? []}};
  }
  if (hasPositions(shown)) return shown;
  const lower = text.toLowerCase();
  const positions: number[][] = [];
  for (const token of tokens) {
    if (token === '') continue;
    for (let at = lower.indexOf(token); at >= 0; at = lower.indexOf(token, at + token.length)) {
      if (
        !positions.some(
          ([start = 0, length = 0]) => at < start + length && start < at + token.length,
        )
      ) {
        positions.push([at, token.length]);
      }
    }
  }
  return {'': {t: {position: positions.length > 0 ? positions : [[0, 0]]}}};
}

/** A post's score against a doc's when the query names no release, year or change. */
export const POST_FACTOR = 0.7;

/** How much a blog post's score is multiplied by, given the query's intent. */
export function postFactor(url: string, intent: QueryIntent): number {
  const post = /\/blog\/(\d{4})\/(\d{2})\//.exec(url);
  if (!post) return 1;
  const [, year = '', month = ''] = post;
  if (intent.months.length > 0) {
    // A release comes out early in its month; its posts are from the month before and its own.
    const near = intent.months.some((m) => {
      const [y = 0, mo = 0] = m.split('/').map(Number);
      const diff = (Number(year) - y) * 12 + (Number(month) - mo);
      return diff >= -1 && diff <= 0;
    });
    return near ? 2 : intent.years.includes(year) ? 1.3 : 0.9;
  }
  if (intent.years.length > 0) return intent.years.includes(year) ? 1.6 : 0.8;
  if (intent.deprecation) return 1.2;
  return POST_FACTOR;
}

/**
 * Ranks the pages the query's terms matched and picks, for each, the document to show (and, with
 * room, its best sections after it).
 *
 * @param hits - documents each term matched, by `termKey`
 * @param titles - title document of every page of the index, by page id
 */
export function rankResults(
  query: ParsedQuery,
  hits: ReadonlyMap<string, readonly Hit[]>,
  titles: ReadonlyMap<number, SearchDoc>,
  limit: number,
): RankedResult[] {
  const pageCount = Math.max(1, titles.size);
  const concepts = query.concepts;
  // Best weighted match of each term per page, and per page the documents each term matched.
  const termPage = new Map<string, Map<number, number>>();
  const termDocs = new Map<string, Map<number, Set<string>>>();
  const evidence = new Map<number, Map<string, DocEvidence>>();
  for (const [key, list] of hits) {
    const maxByType = new Map<number, number>();
    for (const hit of list)
      maxByType.set(hit.type, Math.max(maxByType.get(hit.type) ?? 0, hit.score));
    const best = new Map<number, number>();
    const docs = new Map<number, Set<string>>();
    for (const hit of list) {
      const page = pageOf(hit);
      const max = maxByType.get(hit.type) ?? 1;
      const value = (FIELD_WEIGHT[hit.type] ?? 1) * (0.6 + (0.4 * hit.score) / (max || 1));
      best.set(page, Math.max(best.get(page) ?? 0, value));
      const set = docs.get(page) ?? new Set<string>();
      set.add(docKey(hit.type, hit.doc));
      docs.set(page, set);
    }
    termPage.set(key, best);
    termDocs.set(key, docs);
  }
  // Score of each concept per page: its best alternative.
  const conceptPage = concepts.map((concept, k) => {
    const scores = new Map<number, number>();
    for (const alternative of concept.alternatives) {
      const keys = alternative.terms.map(termKey);
      const first = termPage.get(keys[0] ?? '');
      if (!first) continue;
      for (const page of first.keys()) {
        let min = Infinity;
        for (const key of keys) min = Math.min(min, termPage.get(key)?.get(page) ?? 0);
        if (min === 0) continue;
        let sameDoc = keys.length === 1;
        if (!sameDoc) {
          const docSets = keys.map((key) => termDocs.get(key)?.get(page) ?? new Set<string>());
          sameDoc = [...(docSets[0] ?? [])].some((doc) => docSets.every((set) => set.has(doc)));
        }
        const value = alternative.weight * min * (sameDoc ? 1 : 0.7);
        if (value > (scores.get(page) ?? 0)) scores.set(page, value);
      }
      // Documents that show this concept.
      for (const key of keys) {
        for (const hit of hits.get(key) ?? []) {
          const page = pageOf(hit);
          if (!scores.has(page)) continue;
          const docs = evidence.get(page) ?? new Map<string, DocEvidence>();
          evidence.set(page, docs);
          const id = docKey(hit.type, hit.doc);
          const kind = hit.kind ?? hit.type;
          const entry = docs.get(id) ?? {
            type: hit.type,
            doc: hit.doc,
            concepts: new Set(),
            metadata: {},
            kind,
          };
          if ((FIELD_WEIGHT[kind] ?? 0) > (FIELD_WEIGHT[entry.kind] ?? 0)) entry.kind = kind;
          docs.set(id, entry);
          entry.concepts.add(k);
          mergeMetadata(entry.metadata, hit.metadata);
        }
      }
    }
    return scores;
  });
  const idf = conceptPage.map((scores) =>
    scores.size === 0 ? 0 : Math.log(1 + pageCount / scores.size),
  );
  const totalIdf = idf.reduce((a, b) => a + b, 0);
  if (totalIdf === 0) return [];
  const pages = new Map<number, {coverage: number; relevance: number; count: number}>();
  conceptPage.forEach((scores, k) => {
    for (const [page, value] of scores) {
      const entry = pages.get(page) ?? {coverage: 0, relevance: 0, count: 0};
      entry.count += 1;
      entry.coverage += (idf[k] ?? 0) / totalIdf;
      entry.relevance += (idf[k] ?? 0) * value;
      pages.set(page, entry);
    }
  });
  // Pages matching at least half as many concepts as the best page (by count: one rare word
  // that only one page has must not hide the pages holding all the others).
  const maxCount = Math.max(...[...pages.values()].map((p) => p.count));
  const ranked = [...pages.entries()]
    .filter(([, p]) => p.count >= maxCount / 2)
    .map(([page, p]) => {
      const title = titles.get(page);
      const factor = title ? postFactor(title.u, query.intent) : 1;
      return {page, score: p.relevance * p.coverage ** 2 * factor};
    })
    .sort((a, b) => b.score - a.score || a.page - b.page);

  const tokens = [...new Set(queryTerms(query).map((term) => term.value))].sort(
    (a, b) => b.length - a.length,
  );
  const docScore = (entry: DocEvidence) =>
    [...entry.concepts].reduce((sum, k) => sum + (idf[k] ?? 0), 0) *
    (FIELD_WEIGHT[entry.kind] ?? 1);
  const results: RankedResult[] = [];
  const withSections = limit > 8;
  for (const {page, score} of ranked) {
    if (results.length >= limit) break;
    const title = titles.get(page);
    if (!title) continue;
    const docs = [...(evidence.get(page)?.values() ?? [])].sort(
      (a, b) => docScore(b) - docScore(a) || a.type - b.type,
    );
    const titleEntry = docs.find((entry) => entry.type === TITLE);
    const main = titleEntry ?? docs.find((entry) => entry.type !== KEYWORDS) ?? docs[0];
    if (!main) continue;
    const result = (entry: DocEvidence, rank: number): RankedResult => ({
      document: entry.type === KEYWORDS ? {...entry.doc} : entry.doc,
      type: entry.type,
      page: entry.type === TITLE ? false : title,
      metadata:
        entry.type === KEYWORDS
          ? entry.metadata
          : displayMetadata(entry.metadata, entry.doc.t ?? '', tokens),
      tokens,
      score: score - rank * 1e-6,
    });
    results.push(result(main, 0));
    if (!withSections) continue;
    const sections = docs.filter(
      (entry) => entry !== main && (entry.type === HEADING || entry.type === CONTENT),
    );
    for (const [n, entry] of sections.slice(0, 2).entries()) {
      if (results.length >= limit) break;
      results.push(result(entry, n + 1));
    }
  }
  return results;
}
