import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {RULES_DIR} from '@site/config/qualityScale';
import TierBadge from '@site/src/components/QualityScale/TierBadge';
import RelatedRules from '@site/src/components/QualityScale/RelatedRules';

type Props = WrapperProps<typeof ContentType>;

const RULE_PREFIX = `${RULES_DIR}/`;

/** Rule pages of the quality scale get their tier badge and related rules from data. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  if (!metadata.id.startsWith(RULE_PREFIX)) return <Content {...props} />;
  const related = (frontMatter as {related_rules?: unknown}).related_rules;
  return (
    <>
      <TierBadge ruleId={metadata.id.slice(RULE_PREFIX.length)} />
      <Content {...props} />
      <RelatedRules ruleIds={Array.isArray(related) ? related.map(String) : []} />
    </>
  );
}
