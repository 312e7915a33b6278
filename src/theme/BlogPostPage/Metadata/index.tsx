import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MetadataType>;

/**
 * Posts carry no `keywords` front matter; their tags say what they are about. The wrapper gives
 * each post a keywords meta tag of its tags' labels and slugs (“弃用, deprecation”), which the
 * search index reads, so an English term finds a Chinese post tagged with it.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useBlogPost();
  const keywords = metadata.frontMatter.keywords ?? [];
  const fromTags = metadata.tags.flatMap((tag) => [
    tag.label,
    tag.permalink.split('/').pop() ?? '',
  ]);
  const words = [...new Set(fromTags.filter(Boolean))];
  return (
    <>
      <Metadata {...props} />
      {keywords.length === 0 && words.length > 0 ? (
        <Head>
          <meta name="keywords" content={words.join(',')} />
        </Head>
      ) : null}
    </>
  );
}
