import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export const USER_DOCS_URL = 'https://www.home-assistant.io/docs/';

interface HeroProps {
  readonly title: string;
  readonly tagline: string;
}

export default function Hero({title, tagline}: HeroProps): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.tagline}>{tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/development_index">
            开始编写集成
          </Link>
          <Link className="button button--secondary button--lg" to="/docs">
            浏览全部文档
          </Link>
        </div>
        <p className={styles.userNote}>
          只是想使用 Home Assistant，而不是为它开发？请前往
          <Link href={USER_DOCS_URL}>用户文档</Link>。
        </p>
      </div>
    </header>
  );
}
