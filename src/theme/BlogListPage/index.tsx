import type {ReactNode} from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import styles from './styles.module.css';

// Ejected from theme-classic 3.8.0 to give every blog list page its one <h1> (the theme's own
// list page has none); everything else is as the theme has it.

function BlogListPageMetadata({metadata}: Props): ReactNode {
  return (
    <>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListHeader({metadata}: Props): ReactNode {
  return (
    <header className={styles.header}>
      <h1>{metadata.blogTitle}</h1>
      <p className={styles.description}>
        {metadata.blogDescription}
        {metadata.totalPages > 1 ? `（第 ${metadata.page} 页，共 ${metadata.totalPages} 页）` : ''}
      </p>
    </header>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={props.sidebar}>
        <BlogListHeader {...props} />
        <BlogPostItems items={props.items} />
        <BlogListPaginator metadata={props.metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
