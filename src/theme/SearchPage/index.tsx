import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';

/**
 * The search plugin's results page sets a bare <title>; every page of the site carries the
 * "… | site title" form. Same wording as the plugin, with the site's title delimiter
 * (PageMetadata, rendered after the page, formats and overrides it).
 */
export default function SearchPageWrapper(): ReactNode {
  const query = new URLSearchParams(useLocation().search).get('q') ?? '';
  return (
    <>
      <SearchPage />
      <PageMetadata title={query ? `Search results for "${query}"` : 'Search the documentation'} />
    </>
  );
}
