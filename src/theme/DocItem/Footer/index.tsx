import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageSources from '@site/src/components/PageSources';

type Props = WrapperProps<typeof FooterType>;

/** The theme's doc footer, after the list of sources the page was checked against. */
export default function FooterWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  return (
    <>
      <PageSources sources={(frontMatter as {sources?: unknown}).sources} />
      <Footer {...props} />
    </>
  );
}
