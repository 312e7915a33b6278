import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {RULES_DIR, ruleIdOfDoc} from '../config/qualityScale';
import {generatedModule} from './lib/generatedModule';

export const QUALITY_SCALE_DOCS_PLUGIN = 'quality-scale-docs';
/** Titles of the written rule pages: the tier badge, related rules and checklists. */
export const RULE_TITLES_MODULE = '@quality-scale-rule-titles';
/** Descriptions of the written rule pages: the rules index only. */
export const RULE_SUMMARIES_MODULE = '@quality-scale-rule-summaries';

export interface RuleTitlesData {
  /** Whether the rules index page (`RULES_DIR`) is written. */
  readonly hasIndex: boolean;
  /** Rule id (file name in the rules folder) → page title, for each rule page written. */
  readonly titles: Readonly<Record<string, string>>;
}

export type RuleSummariesData = Readonly<Record<string, string>>;

interface DocLike {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

/** The rule pages among the docs, keyed by rule id. */
export function ruleDocs(docs: readonly DocLike[]): {
  titles: RuleTitlesData;
  summaries: RuleSummariesData;
} {
  const rules = docs.flatMap((doc) => {
    const ruleId = ruleIdOfDoc(doc.id);
    return ruleId === undefined ? [] : [{ruleId, doc}];
  });
  const entries = (pick: (doc: DocLike) => string) =>
    Object.fromEntries(rules.map(({ruleId, doc}) => [ruleId, pick(doc)]));
  return {
    titles: {hasIndex: docs.some((doc) => doc.id === RULES_DIR), titles: entries((d) => d.title)},
    summaries: entries((doc) => doc.description),
  };
}

/**
 * Writes what the quality-scale components know of the rule pages to two generated modules,
 * so only the pages that show rules carry it: the docs version data every docs page loads
 * had the rule pages' titles in its doc map (1.3 KiB of a docs page's first load), and the
 * rules index's summaries were nowhere in the browser.
 */
export default function qualityScaleDocsPlugin(): Plugin {
  const titles = generatedModule(QUALITY_SCALE_DOCS_PLUGIN, RULE_TITLES_MODULE, 'rule-titles.json');
  const summaries = generatedModule(
    QUALITY_SCALE_DOCS_PLUGIN,
    RULE_SUMMARIES_MODULE,
    'rule-summaries.json',
  );
  return {
    name: QUALITY_SCALE_DOCS_PLUGIN,
    async allContentLoaded({allContent, actions}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const data = ruleDocs(content?.loadedVersions.flatMap((version) => version.docs) ?? []);
      await titles.write(actions, data.titles);
      await summaries.write(actions, data.summaries);
    },
    configureWebpack: () => ({
      resolve: {
        alias: {...titles.alias().resolve.alias, ...summaries.alias().resolve.alias},
      },
    }),
  };
}
