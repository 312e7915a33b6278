import {describe, expect, it} from 'vitest';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {pickLatestPosts} from '../../plugins/latest-posts';

function content(count: number): BlogContent {
  const blogPosts = Array.from({length: count}, (_, i) => ({
    id: `post-${i}`,
    content: '',
    metadata: {
      title: `文章 ${i}`,
      permalink: `/developers/blog/2025/05/${String(20 - i).padStart(2, '0')}/post-${i}`,
      date: new Date(Date.UTC(2025, 4, 20 - i)),
      description: `摘要 ${i}`,
    },
  }));
  return {blogPosts} as unknown as BlogContent;
}

describe('pickLatestPosts', () => {
  it('takes the first posts of the newest-first list with ISO dates', () => {
    const posts = pickLatestPosts(content(8), 3);
    expect(posts.map((p) => p.title)).toEqual(['文章 0', '文章 1', '文章 2']);
    expect(posts[0]).toEqual({
      title: '文章 0',
      permalink: '/developers/blog/2025/05/20/post-0',
      date: '2025-05-20T00:00:00.000Z',
      description: '摘要 0',
    });
  });

  it('returns what there is when the blog is short or missing', () => {
    expect(pickLatestPosts(content(2))).toHaveLength(2);
    expect(pickLatestPosts(undefined)).toEqual([]);
  });
});
