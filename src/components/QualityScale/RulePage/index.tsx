import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {ruleIdOfDoc} from '@site/config/qualityScale';
import TierBadge from '../TierBadge';
import RelatedRules from '../RelatedRules';

/** The rule page's tier badge; the page is the doc being rendered. */
export function RuleTierBadge(): ReactNode {
  const ruleId = ruleIdOfDoc(useDoc().metadata.id);
  return ruleId === undefined ? null : <TierBadge ruleId={ruleId} />;
}

/** The rules the page names in its `related_rules` front matter. */
export function RuleRelatedRules(): ReactNode {
  const related = (useDoc().frontMatter as {related_rules?: unknown}).related_rules;
  return <RelatedRules ruleIds={Array.isArray(related) ? related.map(String) : []} />;
}
