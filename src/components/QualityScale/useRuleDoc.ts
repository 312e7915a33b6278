import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {RULES_DIR} from '@site/config/qualityScale';

export interface RuleDoc {
  readonly id: string;
  readonly title: string;
  readonly description: string | undefined;
  /** Link target of the rule page, or undefined while the page is not written. */
  readonly to: string | undefined;
}

/** Looks a rule's page up in the current docs version; a page not written yet has no link. */
export function useRuleDocs(ruleIds: readonly string[]): RuleDoc[] {
  const version = useDocsVersion();
  return ruleIds.map((id) => {
    const doc = version.docs[`${RULES_DIR}/${id}`];
    return {
      id,
      title: doc?.title ?? id,
      description: doc?.description,
      to: doc ? `/docs/${RULES_DIR}/${id}` : undefined,
    };
  });
}
