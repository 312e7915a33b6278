import type {ReactNode} from 'react';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {PropBlogPostContent} from '@docusaurus/plugin-content-blog';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MetadataType>;

/**
 * A post's tags say what it is about. The theme's metadata gets the post's own `keywords`
 * front matter followed by its tags' labels and slugs (“弃用, deprecation”) as keywords; the
 * search index reads them, so an English term finds a Chinese post tagged with it.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const post = useBlogPost();
  const {metadata} = post;
  const own = metadata.frontMatter.keywords ?? [];
  const fromTags = metadata.tags.flatMap((tag) => [
    tag.label,
    tag.permalink.split('/').pop() ?? '',
  ]);
  const keywords = [...new Set([...own, ...fromTags].filter(Boolean))];
  const content = {
    metadata: {...metadata, frontMatter: {...metadata.frontMatter, keywords}},
    frontMatter: post.frontMatter,
    assets: post.assets,
    toc: post.toc,
  } as unknown as PropBlogPostContent;
  return (
    <BlogPostProvider content={content} isBlogPostPage={post.isBlogPostPage}>
      <Metadata {...props} />
    </BlogPostProvider>
  );
}
