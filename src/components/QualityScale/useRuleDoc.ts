import ruleTitles from '@quality-scale-rule-titles';
import {RULES_DIR} from '@site/config/qualityScale';

export interface RuleDoc {
  readonly id: string;
  readonly title: string;
  /** Link target of the rule page, or undefined while the page is not written. */
  readonly to: string | undefined;
}

/** Looks rules' pages up; a page not written yet has no link and its id as title. */
export function useRuleDocs(ruleIds: readonly string[]): RuleDoc[] {
  return ruleIds.map((id) => {
    const title = ruleTitles.titles[id];
    return {
      id,
      title: title ?? id,
      to: title === undefined ? undefined : `/docs/${RULES_DIR}/${id}`,
    };
  });
}
