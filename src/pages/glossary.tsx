import {useEffect, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import data from '@site/src/data/glossary.json';
import {docRoutePath} from '@site/src/lib/docRoute.mjs';
import {allTerms, termAnchor, termMatches, type GlossaryGroup} from '@site/src/lib/glossary.mjs';
import styles from './glossary.module.css';

const GROUPS: readonly GlossaryGroup[] = data.groups;
const TOTAL = allTerms(GROUPS).length;

/** The filter's text in the address (`?q=`), so a filtered list can be shared. */
const addressQuery = () => new URLSearchParams(window.location.search).get('q') ?? '';
const noSubscription = () => () => undefined;

/**
 * The bilingual glossary: every term of the site's glossary data with its Chinese name, a
 * one-line meaning and the page that explains it. Filters as you type; each term has an
 * anchor (`/glossary#config-entry`).
 */
export default function Glossary(): ReactNode {
  // The server renders the whole list; the browser applies the address's filter once hydrated.
  const fromAddress = useSyncExternalStore(noSubscription, addressQuery, () => '');
  const [typed, setQuery] = useState<string | null>(null);
  const query = typed ?? fromAddress;
  useEffect(() => {
    if (typed === null) return;
    const url = new URL(window.location.href);
    if (typed) url.searchParams.set('q', typed);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  }, [typed]);
  const groups = useMemo(
    () =>
      GROUPS.map((group) => ({
        ...group,
        terms: group.terms.filter((term) => termMatches(term, query)),
      })),
    [query],
  );
  const shown = groups.reduce((sum, group) => sum + group.terms.length, 0);
  return (
    <Layout
      title="术语表"
      description="Home Assistant 开发中常用术语的中英文对照、一句话释义和讲解它的页面。">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">术语表</Heading>
        <p>
          本站统一使用下列译法。代码、API
          名称和配置键保留英文；标为“保留英文”的术语在正文里也直接写英文。
          每个术语都有锚点，可以直接链接，例如 <code>/developers/glossary#config-entry</code>。
        </p>
        <div className={styles.filter}>
          <label htmlFor="glossary-filter">筛选术语</label>
          <input
            id="glossary-filter"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="输入英文或中文，例如 config flow 或 协调器"
            autoComplete="off"
          />
          <output htmlFor="glossary-filter" aria-live="polite">
            {query ? `显示 ${shown} / ${TOTAL} 个术语` : `共 ${TOTAL} 个术语`}
          </output>
        </div>
        {shown === 0 ? <p className={styles.empty}>没有匹配“{query}”的术语。</p> : null}
        {groups.map((group) =>
          group.terms.length ? (
            <section key={group.title}>
              <Heading as="h2">{group.title}</Heading>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>English</th>
                    <th>中文</th>
                    <th>含义</th>
                    <th>详见</th>
                  </tr>
                </thead>
                <tbody>
                  {group.terms.map((term) => {
                    const anchor = termAnchor(term);
                    return (
                      <tr key={anchor} id={anchor}>
                        <td>
                          <a href={`#${anchor}`} className={styles.term} lang="en">
                            {term.en}
                          </a>
                          {term.aliases?.length ? (
                            <span className={styles.aliases} lang="en">
                              {term.aliases.join('、')}
                            </span>
                          ) : null}
                        </td>
                        <td>{term.keepEnglish ? `${term.zh}（保留英文）` : term.zh}</td>
                        <td>
                          {term.meaning}
                          {term.note ? <span className={styles.note}>{term.note}</span> : null}
                        </td>
                        <td>
                          <Link to={`/docs/${docRoutePath(term.doc)}`}>查看</Link>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          ) : null,
        )}
      </main>
    </Layout>
  );
}
