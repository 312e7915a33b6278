import clsx from 'clsx';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {checklistMarkdown, qualityScaleYaml, rulesByTier} from '@site/config/qualityScale';
import {useRuleDocs} from '../useRuleDoc';
import styles from './styles.module.css';

function TierChecklist({rules}: {readonly rules: readonly string[]}): ReactNode {
  const docs = useRuleDocs(rules);
  return (
    <ul className={clsx(styles.checklist, 'search-skip')}>
      {docs.map((doc) => (
        <li key={doc.id} data-rule={doc.id}>
          <input type="checkbox" id={`check-${doc.id}`} />
          <label htmlFor={`check-${doc.id}`}>
            <code>{doc.id}</code>
          </label>
          {doc.to ? <Link to={doc.to}>{doc.title}</Link> : null}
        </li>
      ))}
    </ul>
  );
}

/** The checklist of every rule by tier, then the same list as Markdown and YAML to copy. */
export default function RuleChecklist(): ReactNode {
  return (
    <>
      {rulesByTier().map(({tier, label, rules}) => (
        <section key={tier} className={styles.tier} data-tier={tier}>
          <Heading as="h3" id={`checklist-${tier}`}>
            {label}（{tier}）
          </Heading>
          <TierChecklist rules={rules} />
        </section>
      ))}
      <Heading as="h3" id="checklist-markdown">
        复制到拉取请求的 Markdown
      </Heading>
      <CodeBlock language="markdown">{checklistMarkdown()}</CodeBlock>
      <Heading as="h3" id="checklist-yaml">
        初始的 quality_scale.yaml
      </Heading>
      <CodeBlock language="yaml" title="quality_scale.yaml">
        {qualityScaleYaml()}
      </CodeBlock>
    </>
  );
}
