import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

export const LATEST_POSTS_PLUGIN = 'latest-posts';
const COUNT = 5;

export interface LatestPost {
  readonly title: string;
  readonly permalink: string;
  /** ISO date of the post. */
  readonly date: string;
  readonly description: string;
}

export interface LatestPostsData {
  readonly posts: readonly LatestPost[];
}

/** Picks the newest posts from loaded blog content. */
export function pickLatestPosts(content: BlogContent | undefined, count = COUNT): LatestPost[] {
  return (content?.blogPosts ?? []).slice(0, count).map(({metadata}) => ({
    title: metadata.title,
    permalink: metadata.permalink,
    date: new Date(metadata.date).toISOString(),
    description: metadata.description,
  }));
}

/** Publishes the newest blog posts as global plugin data, read by the landing page. */
export default function latestPostsPlugin(): Plugin {
  return {
    name: LATEST_POSTS_PLUGIN,
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const data: LatestPostsData = {posts: pickLatestPosts(blog)};
      actions.setGlobalData(data);
    },
  };
}
