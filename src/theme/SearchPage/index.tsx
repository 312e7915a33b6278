import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';

/**
 * The search plugin's results page sets a bare <title>; every page of the site carries the
 * "… | site title" form. Same wording as the plugin, with the site's title delimiter
 * (PageMetadata, rendered after the page, formats and overrides it), and a description; and a
 * label for the plugin's context list.
 */
export default function SearchPageWrapper(): ReactNode {
  const query = new URLSearchParams(useLocation().search).get('q') ?? '';
  return (
    <>
      <SearchPage />
      {/* The plugin's context list (`#context-selector`) has no label of its own. */}
      <label htmlFor="context-selector" className="sr-only">
        搜索范围
      </label>
      <PageMetadata
        title={query ? `Search results for "${query}"` : 'Search the documentation'}
        description="在 Home Assistant 开发者文档的文档页面与博客文章中全文搜索，支持中文与英文关键词。"
      />
    </>
  );
}
