// The newest blog posts, written by `plugins/latest-posts.ts` for the landing page.
declare module '@latest-posts' {
  import type {LatestPostsData} from '@site/plugins/latest-posts';

  const data: LatestPostsData;
  export default data;
}
