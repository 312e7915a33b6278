import type {ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageSources from '@site/src/components/PageSources';

type Props = WrapperProps<typeof FooterType>;

/** On a post's own page, the list of sources it was checked against comes before the footer. */
export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter, isBlogPostPage} = useBlogPost();
  const sources = (frontMatter as {sources?: unknown}).sources;
  return (
    <>
      {isBlogPostPage ? <PageSources sources={sources} isPost /> : null}
      <Footer {...props} />
    </>
  );
}
