import type {ReactNode} from 'react';
import clsx from 'clsx';
import {parseSource, upstreamPostUrl, type Source} from '@site/src/lib/sources.mjs';
import styles from './styles.module.css';

interface PageSourcesProps {
  /** The page's `sources` front matter (validated by the content check). */
  readonly sources: unknown;
  /** A blog post links the upstream post its sources name. */
  readonly isPost?: boolean;
}

/** A commit is shown by its first ten digits; tags as they are. */
const shortRef = (ref: string): string => (/^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 10) : ref);

/**
 * The upstream files and pull requests a page's facts were checked against, at the end of the
 * page, each a link to that file at that tag or commit. Not indexed by search (a link list).
 */
export default function PageSources({sources, isPost = false}: PageSourcesProps): ReactNode {
  if (!Array.isArray(sources) || sources.length === 0) return null;
  const upstream = isPost ? upstreamPostUrl(sources) : undefined;
  const items = sources.map(parseSource).filter((source): source is Source => !('error' in source));
  if (items.length === 0) return null;
  return (
    <section className={clsx(styles.sources, 'search-skip')} aria-labelledby="page-sources">
      <h2 id="page-sources" className={styles.heading}>
        核对来源
      </h2>
      {upstream ? (
        <p className={styles.lead}>
          英文原帖：
          <a href={upstream} hrefLang="en" data-upstream-post="">
            {upstream.replace(/^https:\/\//, '')}
          </a>
        </p>
      ) : null}
      <p className={styles.lead}>本页的事实已对照以下上游源码、文档和拉取请求逐条核对：</p>
      <ul className={styles.list}>
        {items.map((source) =>
          source.kind === 'file' ? (
            <li key={source.url}>
              <a href={source.url}>
                <code>
                  {source.repo}/{source.path}
                </code>
              </a>{' '}
              <span className={styles.ref}>@ {shortRef(source.ref)}</span>
            </li>
          ) : (
            <li key={source.url}>
              <a href={source.url}>
                <code>
                  {source.repo}#{source.number}
                </code>
              </a>{' '}
              <span className={styles.ref}>拉取请求</span>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
