import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {RULES_DIR} from '@site/config/qualityScale';
import TierBadge from '../TierBadge';
import RelatedRules from '../RelatedRules';

const RULE_PREFIX = `${RULES_DIR}/`;

/** The rule page's tier badge; the page is the doc being rendered. */
export function RuleTierBadge(): ReactNode {
  const {metadata} = useDoc();
  if (!metadata.id.startsWith(RULE_PREFIX)) return null;
  return <TierBadge ruleId={metadata.id.slice(RULE_PREFIX.length)} />;
}

/** The rules the page names in its `related_rules` front matter. */
export function RuleRelatedRules(): ReactNode {
  const related = (useDoc().frontMatter as {related_rules?: unknown}).related_rules;
  return <RelatedRules ruleIds={Array.isArray(related) ? related.map(String) : []} />;
}
