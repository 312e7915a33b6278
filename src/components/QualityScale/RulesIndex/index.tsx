import clsx from 'clsx';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {rulesByTier} from '@site/config/qualityScale';
import summaries from '@quality-scale-rule-summaries';
import {useRuleDocs} from '../useRuleDoc';
import styles from './styles.module.css';

function TierRules({rules}: {readonly rules: readonly string[]}): ReactNode {
  const docs = useRuleDocs(rules);
  return (
    <ul className={clsx(styles.list, 'search-skip')}>
      {docs.map((doc) => (
        <li key={doc.id}>
          <code>{doc.id}</code>
          {doc.to ? <Link to={doc.to}>{doc.title}</Link> : <span>{doc.title}</span>}
          {summaries[doc.id] ? <p className={styles.description}>{summaries[doc.id]}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Every rule of the quality scale, grouped by tier, with its page title and summary. */
export default function RulesIndex(): ReactNode {
  return (
    <div className={styles.index}>
      {rulesByTier().map(({tier, label, rules}) => (
        <section key={tier} aria-labelledby={tier}>
          <Heading as="h2" id={tier} className={styles.tierHeading}>
            {label}（{tier}，{rules.length} 条）
          </Heading>
          <TierRules rules={rules} />
        </section>
      ))}
    </div>
  );
}
