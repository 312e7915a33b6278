import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {TIER_LABELS, tierOf} from '@site/config/qualityScale';
import {useRuleDocs} from '../useRuleDoc';
import styles from './styles.module.css';

interface RelatedRulesProps {
  readonly ruleIds: readonly string[];
}

/** The rules a rule page names in its `related_rules` front matter, with their tiers. */
export default function RelatedRules({ruleIds}: RelatedRulesProps): ReactNode {
  const docs = useRuleDocs(ruleIds);
  if (docs.length === 0) return null;
  return (
    <nav className={clsx(styles.related, 'search-skip')} aria-labelledby="related-rules-heading">
      <h2 id="related-rules-heading" className={styles.heading}>
        相关规则
      </h2>
      <ul>
        {docs.map((doc) => {
          const tier = tierOf(doc.id);
          return (
            <li key={doc.id}>
              {doc.to ? <Link to={doc.to}>{doc.title}</Link> : <span>{doc.title}</span>}
              {tier ? <span className={styles.tier}>{TIER_LABELS[tier]}</span> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
