import path from 'node:path';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

/** Options of the local search: docs and blog, English and Chinese, a hashed index. */
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
} satisfies PluginOptions;
