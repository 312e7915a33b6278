import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import DocPageMeta from '@site/src/components/DocPageMeta';

/**
 * The theme's doc content (3.8.0) with the page's release, English page and Markdown links
 * under the title. The title is the front matter's, as in the theme, unless the page hides
 * it or has its own top-level heading (the content check forbids one).
 */
export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const title = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {title ? (
        <header>
          <Heading as="h1">{title}</Heading>
        </header>
      ) : null}
      <DocPageMeta />
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
