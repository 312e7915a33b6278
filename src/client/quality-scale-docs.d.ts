// What the quality-scale components know of the rule pages, written by
// `plugins/quality-scale-docs.ts`.
declare module '@quality-scale-rule-titles' {
  import type {RuleTitlesData} from '@site/plugins/quality-scale-docs';

  const data: RuleTitlesData;
  export default data;
}

declare module '@quality-scale-rule-summaries' {
  import type {RuleSummariesData} from '@site/plugins/quality-scale-docs';

  const data: RuleSummariesData;
  export default data;
}
