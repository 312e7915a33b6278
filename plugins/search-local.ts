/**
 * The local search plugin (`@easyops-cn/docusaurus-search-local`) with this site's index split.
 *
 * Everything the plugin does is kept (options, theme components, worker, results page, index
 * format) except how its post-build step groups pages into index files: the plugin groups by URL
 * prefix, which cannot place the flat `docs/<id>` pages of Core and Misc, so this step groups by
 * `config/searchContexts.ts` instead and publishes the doc groups as global data for the search
 * bar. The root index (pages in no context, "Everywhere" on the results page) holds the titles,
 * descriptions and keywords of every page, and term shards (every term of every page with the
 * pages it is on, split by first character) let a query outside any context reach what pages
 * say by downloading only its terms' shards; no file holds the whole site.
 *
 * Pages are scanned here rather than by the plugin's scanner: link-only sections are marked to be
 * left out first (`lib/searchSections.ts`), and each glossary term's English name, aliases and
 * Chinese name are added to the keywords of the page the glossary points to
 * (`src/data/glossary.json`), so `config flow` finds the config flow page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule, Props} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {load as loadHtml} from 'cheerio';
import glossary from '../src/data/glossary.json';
import {allTerms, type GlossaryGroup} from '../src/lib/glossary.mjs';
import {inventory, sidebarDocIds, type InventoryItem, type SidebarName} from '../config/inventory';
import {RULES_DIR, tierOf} from '../config/qualityScale';
import {
  SEARCH_CONTEXTS,
  docContextMap,
  searchContextOf,
  type DocSearchGroups,
} from '../config/searchContexts';
import {markLinkOnlySections} from './lib/searchSections';
import {indexFileDir, shardFileName, shardKey} from '../src/client/searchEngine';

/* eslint-disable @typescript-eslint/no-require-imports -- the plugin's CommonJS internals */
const upstream = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};
const utils = '@easyops-cn/docusaurus-search-local/dist/server/server/utils';
const {processPluginOptions} = require(`${utils}/processPluginOptions`) as {
  processPluginOptions: (options: PluginOptions, context: LoadContext) => ProcessedConfig;
};
const {processDocInfos} = require(`${utils}/processDocInfos`) as {
  processDocInfos: (props: Props, config: ProcessedConfig) => VersionDocInfos[];
};
const {parse} = require(`${utils}/parse`) as {
  parse: (html: string, type: string, url: string, config: ProcessedConfig) => ParsedPage | null;
};
const {buildIndex} = require(`${utils}/buildIndex`) as {
  buildIndex: (documents: SearchDocument[][], config: ProcessedConfig) => unknown[];
};
/* eslint-enable @typescript-eslint/no-require-imports */

type ProcessedConfig = PluginOptions & Record<string, unknown>;
interface DocInfo {
  readonly filePath: string;
  readonly url: string;
  readonly type: string;
}
interface VersionDocInfos {
  readonly outDir: string;
  readonly paths: DocInfo[];
}
interface ParsedPage {
  pageTitle: string;
  description: string;
  keywords: string;
  sections: {title: string; hash: string; content: string}[];
  breadcrumb: string[];
}
interface SearchDocument {
  /** Id: the page's for its title, description and keywords, the section's otherwise. */
  readonly i?: number;
  /** Text. */
  readonly t?: string;
  /** The page URL, with the base URL. */
  readonly u: string;
  /** Id of the page's title document. */
  readonly p?: number;
  /** Title of the page or section the text belongs to. */
  readonly s?: string;
  readonly h?: string;
  readonly b?: string[];
}

/** The document kinds of the plugin's index file, in its order. */
const KINDS = ['title', 'heading', 'description', 'keywords', 'content'] as const;
/** The kinds the root index keeps for every page (their text is in the term shards). */
const ROOT_KINDS: ReadonlySet<string> = new Set(['title', 'description', 'keywords']);
/**
 * Kinds whose match positions are dropped from every index file: the search worker finds a
 * title's, description's or keywords' matches by itself (they are short), which saves ~20 %.
 */
const NO_POSITION_KINDS: ReadonlySet<number> = new Set([0, 2, 3]);

/** Core categories (by label) of the first Core context; the rest but entities and quality scale go to the second. */
const CORE_BUILDING = new Set(['架构', '开发流程', '构建集成', '开发检查清单', 'hass 对象']);
const CORE_OWN: Readonly<Record<string, string>> = {
  实体: 'docs/_core-entity',
  集成质量等级: 'docs/_core-quality-scale',
};
const SIDEBAR_CONTEXT: Readonly<Record<Exclude<SidebarName, 'Core'>, string>> = {
  Overview: 'docs/_core-building',
  Addons: 'docs/_system',
  Supervisor: 'docs/_system',
  OperatingSystem: 'docs/_system',
  Frontend: 'docs/_frontend',
  Internationalization: 'docs/_frontend',
  Voice: 'docs/_voice',
  Android: 'docs/_android',
  Misc: 'docs/_misc',
};

function coreContextOf(item: InventoryItem): string {
  if (typeof item === 'string' || 'autogenerated' in item) return 'docs/_core-building';
  return (
    CORE_OWN[item.label] ??
    (CORE_BUILDING.has(item.label) ? 'docs/_core-building' : 'docs/_core-platform')
  );
}

/** Gold and platinum rules have their own context: the whole scale outgrows one index. */
function qualityScaleContextOf(id: string): string {
  const tier = id.startsWith(`${RULES_DIR}/`) ? tierOf(id.slice(RULES_DIR.length + 1)) : undefined;
  return tier === 'gold' || tier === 'platinum'
    ? 'docs/_core-quality-scale-higher'
    : 'docs/_core-quality-scale';
}

/** Doc ids per docs context, from the inventory; the docs landing (`index`) goes with Core. */
export function docSearchGroups(): DocSearchGroups {
  const groups: Record<string, string[]> = {'docs/_core-building': ['index']};
  const add = (key: string, id: string) => (groups[key] ??= []).push(id);
  for (const sidebar of Object.keys(inventory) as SidebarName[]) {
    for (const item of inventory[sidebar]) {
      const key = sidebar === 'Core' ? coreContextOf(item) : SIDEBAR_CONTEXT[sidebar];
      for (const id of sidebarDocIds([item])) {
        add(key === 'docs/_core-quality-scale' ? qualityScaleContextOf(id) : key, id);
      }
    }
  }
  return groups;
}

/**
 * Splits scanned documents (one list per kind) by context: every context gets its pages' full
 * documents, the root ('') the root kinds of every page. Throws on a page whose context is not
 * declared, so a new blog year or sidebar cannot silently fall out of the index.
 */
export function splitDocuments(
  allDocuments: readonly (readonly SearchDocument[])[],
  contextOfUrl: (url: string) => string,
): Map<string, SearchDocument[][]> {
  const declared = new Set(SEARCH_CONTEXTS.map((context) => context.path));
  const split = new Map<string, SearchDocument[][]>([['', KINDS.map(() => [])]]);
  allDocuments.forEach((documents, kind) => {
    for (const doc of documents) {
      const context = contextOfUrl(doc.u);
      if (context !== '') {
        if (!declared.has(context)) {
          throw new Error(
            `Search: ${doc.u} belongs to context "${context}", not declared in config/searchContexts.ts`,
          );
        }
        let lists = split.get(context);
        if (!lists) split.set(context, (lists = KINDS.map(() => [])));
        lists[kind]?.push(doc);
      }
      if (ROOT_KINDS.has(KINDS[kind] ?? '')) split.get('')?.[kind]?.push(doc);
    }
  });
  return split;
}

/**
 * Glossary keywords per doc id: each term's English name, aliases and Chinese name, for the page
 * the glossary points to (`doc`), so an English query finds that Chinese page by its own term.
 */
export function glossaryKeywords(groups: readonly GlossaryGroup[]): Map<string, string[]> {
  const byDoc = new Map<string, string[]>();
  for (const term of allTerms(groups)) {
    const words = [term.en, ...(term.aliases ?? []), ...term.zh.split(/\s*\/\s*/)];
    const list = byDoc.get(term.doc) ?? [];
    for (const word of words) if (!list.includes(word)) list.push(word);
    byDoc.set(term.doc, list);
  }
  return byDoc;
}

/** The doc id of a docs page URL (`/developers/docs/core/llm/` → `core/llm`), else undefined. */
function docIdOf(url: string, baseUrl: string): string | undefined {
  const prefix = `${baseUrl}docs/`;
  if (!url.startsWith(prefix)) return undefined;
  return decodeURIComponent(url.slice(prefix.length)).replace(/\/$/, '') || 'index';
}

/**
 * Scans the built pages as the plugin's scanner does (same documents, ids and order of kinds),
 * with link-only sections left out and glossary terms added to the keywords.
 */
export async function scanPages(
  paths: readonly DocInfo[],
  config: ProcessedConfig,
  baseUrl: string,
  keywordsOfDoc: ReadonlyMap<string, readonly string[]>,
): Promise<SearchDocument[][]> {
  const lists: SearchDocument[][] = KINDS.map(() => []);
  const [titles, headings, descriptions, keywordDocs, contents] = lists as [
    SearchDocument[],
    SearchDocument[],
    SearchDocument[],
    SearchDocument[],
    SearchDocument[],
  ];
  let nextId = 0;
  for (const {filePath, url, type} of paths) {
    const $ = loadHtml(await fs.readFile(filePath, 'utf8'));
    markLinkOnlySections($);
    const parsed = parse($.html(), type, url, config);
    if (!parsed) continue;
    const {pageTitle, description, sections, breadcrumb} = parsed;
    const id = docIdOf(url, baseUrl);
    const extra =
      (id === undefined
        ? undefined
        : (keywordsOfDoc.get(id) ?? keywordsOfDoc.get(`${id}/index`))) ?? [];
    const keywords = [parsed.keywords, extra.join(', ')].filter(Boolean).join(', ');
    const titleId = (nextId += 1);
    titles.push({i: titleId, t: pageTitle, u: url, b: breadcrumb});
    if (description)
      descriptions.push({i: titleId, t: description, s: pageTitle, u: url, p: titleId});
    if (keywords) keywordDocs.push({i: titleId, t: keywords, s: pageTitle, u: url, p: titleId});
    for (const section of sections) {
      const hash = trimmedHash(section.hash, url);
      if (hash === false) continue;
      if (section.title !== pageTitle) {
        headings.push({i: (nextId += 1), t: section.title, u: url, h: hash, p: titleId});
      }
      if (section.content) {
        contents.push({
          i: (nextId += 1),
          t: section.content,
          s: section.title || pageTitle,
          u: url,
          h: hash,
          p: titleId,
        });
      }
    }
  }
  return lists;
}

/** A section's hash without the page URL; false for a link to another page (as the plugin). */
function trimmedHash(hash: string, url: string): string | false {
  if (hash && !hash.startsWith('#') && hash.includes('#')) {
    return hash.startsWith(url) && hash[url.length] === '#' ? hash.slice(url.length) : false;
  }
  return hash;
}

/** A built index file: per kind, its documents and the serialised lunr index. */
type IndexFile = {
  documents: SearchDocument[];
  index: {invertedIndex: [string, {t?: Record<string, {position?: number[][]}>}][]};
}[];

/** Postings of a term: page id → [best kind, occurrences]. */
type Postings = Map<number, [number, number]>;

/** Rank of a kind for a term's postings: title, keywords, heading, description, text. */
const KIND_RANK = [0, 2, 3, 1, 4];

/** Adds an index file's terms to the site's postings (term → pages), by the page of each document. */
export function addPostings(all: Map<string, Postings>, file: IndexFile): void {
  file.forEach(({documents, index}, kind) => {
    const pageOf = new Map(documents.map((doc) => [String(doc.i), kind === 0 ? doc.i : doc.p]));
    for (const [term, fields] of index.invertedIndex) {
      for (const [ref, match] of Object.entries(fields.t ?? {})) {
        const page = pageOf.get(ref);
        if (page === undefined) continue;
        let postings = all.get(term);
        if (!postings) all.set(term, (postings = new Map()));
        const seen = postings.get(page);
        const count = Math.max(1, match.position?.length ?? 1);
        if (!seen) postings.set(page, [kind, count]);
        else {
          if ((KIND_RANK[kind] ?? 9) < (KIND_RANK[seen[0]] ?? 9)) seen[0] = kind;
          seen[1] += count;
        }
      }
    }
  });
}

/**
 * The term shards: every term of every page (titles, headings, text), with the pages it is on,
 * split by the term's first character (`shardKey`) so a query downloads only its terms' shards.
 * Each shard maps a term to a flat list of [page id delta, kind, occurrences (at most 99)].
 */
export function termShards(
  all: ReadonlyMap<string, Postings>,
): Map<string, Record<string, number[]>> {
  const shards = new Map<string, Record<string, number[]>>();
  for (const term of [...all.keys()].sort()) {
    const key = shardKey(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    const list: number[] = [];
    let previous = 0;
    for (const [page, [kind, count]] of [...(all.get(term) ?? [])].sort((a, b) => a[0] - b[0])) {
      list.push(page - previous, kind, Math.min(99, count));
      previous = page;
    }
    shard[term] = list;
  }
  return shards;
}

/** Drops the match positions of the kinds the worker does not need them for. */
function dropPositions(file: IndexFile): void {
  file.forEach(({index}, kind) => {
    if (!NO_POSITION_KINDS.has(kind)) return;
    for (const [, fields] of index.invertedIndex) {
      for (const ref of Object.keys(fields.t ?? {})) if (fields.t) fields.t[ref] = {};
    }
  });
}

/** Index file name of a context, as the plugin's worker requests it. */
export function indexFileName(context: string): string {
  return `search-index${indexFileDir(context)}.json`;
}

export default function searchLocalPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  // Validated by the plugin's own validateOptions (attached below) before this runs.
  const options = rawOptions as PluginOptions;
  const plugin = upstream.default(context, options);
  const config = processPluginOptions(options, context);
  if (config.hashed === 'filename') throw new Error('Search: hashed "filename" is not supported');
  const docGroups = docSearchGroups();
  const docContexts = docContextMap(docGroups);
  const {baseUrl} = context;
  const keywordsOfDoc = glossaryKeywords((glossary as {groups: GlossaryGroup[]}).groups);
  return {
    ...plugin,
    async postBuild(props) {
      const contextOfUrl = (url: string) =>
        url.startsWith(baseUrl) ? searchContextOf(url.slice(baseUrl.length), docContexts) : '';
      for (const {outDir, paths} of processDocInfos(props, config)) {
        const documents = await scanPages(paths, config, baseUrl, keywordsOfDoc);
        const postings = new Map<string, Postings>();
        for (const [key, lists] of splitDocuments(documents, contextOfUrl)) {
          // The plugin's lunr indexes as they are written (`toJSON`).
          const index = JSON.parse(JSON.stringify(buildIndex(lists, config))) as IndexFile;
          if (key !== '') addPostings(postings, index);
          dropPositions(index);
          await fs.writeFile(path.join(outDir, indexFileName(key)), JSON.stringify(index));
        }
        for (const [key, shard] of termShards(postings)) {
          await fs.writeFile(path.join(outDir, shardFileName(key)), JSON.stringify(shard));
        }
      }
    },
  };
}

searchLocalPlugin.validateOptions = upstream.validateOptions;
