/**
 * Search contexts: which index file a page searches first, and what each index holds.
 *
 * The search plugin splits its index by URL prefix only, but most Core and Misc pages live
 * directly under `/docs/` (`docs/development_index`, `docs/auth_api`…), so a prefix cannot
 * group them. Contexts here follow the sidebars instead: each doc belongs to the context of
 * its sidebar (Core is cut in five), each blog post to its year (or half-year where a year
 * outgrows the size budget). Keys are path-like strings; they name the index file
 * (`search-index-<key with / as ->.json`), fill the results page's `ctx` parameter and its
 * context list. Pages in no context (landing, blog lists, search page) and the results page's
 * "Everywhere" use the root index: titles, descriptions and keywords of every page.
 *
 * Shared by the build (`plugins/search-local.ts`, which groups the docs from the inventory and
 * writes the files) and the browser (`src/theme/SearchBar`, which picks the file for the
 * current page from the doc groups the plugin publishes). Kept free of the inventory so the
 * browser bundle does not carry it.
 */

export interface SearchContext {
  /** Key of the context: `ctx` value and index file name part. */
  readonly path: string;
  /** Label in "See all results within …" and the results page's context list. */
  readonly label: string;
}

/** Years of blog posts whose index is split into January–June and July–December. */
export const BLOG_HALF_YEAR_SPLIT: readonly string[] = ['2024'];
const BLOG_YEARS = ['2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018'] as const;

/** The contexts in the order of the results page's list. */
export const SEARCH_CONTEXTS: readonly SearchContext[] = [
  {path: 'docs/_core-building', label: '核心：开发流程与构建集成'},
  {path: 'docs/_core-platform', label: '核心：注册表、认证、意图与接口'},
  {path: 'docs/_core-entity', label: '核心：实体'},
  {path: 'docs/_core-quality-scale', label: '核心：集成质量等级（总览、铜级、银级）'},
  {path: 'docs/_core-quality-scale-higher', label: '核心：集成质量等级（金级、白金级）'},
  {path: 'docs/_frontend', label: '前端与翻译'},
  {path: 'docs/_system', label: '加载项、Supervisor 与操作系统'},
  {path: 'docs/_voice', label: '语音'},
  {path: 'docs/_android', label: 'Android'},
  {path: 'docs/_misc', label: '杂项：文档写作、asyncio 与 Python 库'},
  ...BLOG_YEARS.flatMap((year): SearchContext[] =>
    BLOG_HALF_YEAR_SPLIT.includes(year)
      ? [
          {path: `blog/_${year}-2`, label: `${year} 年下半年博客`},
          {path: `blog/_${year}-1`, label: `${year} 年上半年博客`},
        ]
      : [{path: `blog/_${year}`, label: `${year} 年博客`}],
  ),
];

/** Doc ids per docs context, keyed by context path. */
export type DocSearchGroups = Readonly<Record<string, readonly string[]>>;

/** Doc id → context path, the inverse of the doc groups. */
export function docContextMap(groups: DocSearchGroups): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const [key, ids] of Object.entries(groups)) for (const id of ids) map.set(id, key);
  return map;
}

const BLOG_POST = /^blog\/(\d{4})\/(\d{2})\/\d{2}\//;
const DOC = /^docs\/(.*?)\/?$/;

/**
 * The context of a page, from its path relative to the base URL (`docs/auth_api`,
 * `blog/2024/04/30/slug`, `docs/core/llm/`); '' for a page in no context.
 */
export function searchContextOf(uri: string, docContexts: ReadonlyMap<string, string>): string {
  const post = BLOG_POST.exec(uri);
  if (post) {
    const [, year = '', month = ''] = post;
    if (!BLOG_HALF_YEAR_SPLIT.includes(year)) return `blog/_${year}`;
    return `blog/_${year}-${Number(month) <= 6 ? 1 : 2}`;
  }
  const doc = DOC.exec(uri);
  if (doc) {
    const id = doc[1] === '' ? 'index' : (doc[1] ?? '');
    return docContexts.get(id) ?? docContexts.get(`${id}/index`) ?? '';
  }
  return '';
}
