import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import latestPosts from '@latest-posts';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function LatestPosts(): ReactNode {
  const {posts} = latestPosts;
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="latest-posts-heading">
      <div className="container">
        <h2 id="latest-posts-heading">博客近况</h2>
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.permalink} className={styles.item}>
              <time dateTime={post.date} className={styles.date}>
                {dateFormat.format(new Date(post.date))}
              </time>
              <Link to={post.permalink} className={styles.title}>
                {post.title}
              </Link>
              {post.description ? <p className={styles.description}>{post.description}</p> : null}
            </li>
          ))}
        </ul>
        <Link to="/blog">查看全部博客文章</Link>
      </div>
    </section>
  );
}
