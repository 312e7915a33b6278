import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {generatedModule} from './lib/generatedModule';

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

/** The module the landing page imports the newest posts from (`src/client/latest-posts.d.ts`). */
export const LATEST_POSTS_MODULE = '@latest-posts';

/**
 * Writes the newest blog posts to a generated JSON module that only the landing page imports,
 * so no other page carries them (global data would put them in every page's main.js: 0.7 KiB
 * after compression).
 */
export default function latestPostsPlugin(): Plugin {
  const generated = generatedModule(LATEST_POSTS_PLUGIN, LATEST_POSTS_MODULE, 'latest-posts.json');
  return {
    name: LATEST_POSTS_PLUGIN,
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const data: LatestPostsData = {posts: pickLatestPosts(blog)};
      await generated.write(actions, data);
    },
    configureWebpack: () => generated.alias(),
  };
}
