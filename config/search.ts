import path from 'node:path';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {SEARCH_CONTEXTS} from './searchContexts';

/** Options of the local search: docs and blog, English and Chinese, hashed, split by context. */
export const searchOptions = {
  hashed: true,
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  docsRouteBasePath: '/docs',
  blogRouteBasePath: '/blog',
  language: ['en', 'zh'],
  zhUserDictPath: path.join(__dirname, '..', 'search', 'userdict.txt'),
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: 8,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  explicitSearchResultPath: true,
  // Contexts and their index files: config/searchContexts.ts and plugins/search-local.ts. A page
  // searches its context; "Everywhere" and pages in no context search the root index.
  searchContextByPaths: [...SEARCH_CONTEXTS],
  useAllContextsWithNoSearchContext: true,
  // Code blocks and tables are long and repetitive; identifiers stay findable through inline code,
  // headings and keywords. `.search-skip` marks navigation lists that repeat other pages' titles.
  ignoreCssSelectors: [
    '.theme-code-block',
    '.docusaurus-mermaid-container',
    'table',
    '.search-skip',
  ],
  // Blog list, archive and author pages repeat the posts' own text.
  ignoreFiles: [/^blog\/(page|authors|archive)(\/|$)/],
} satisfies PluginOptions;
