/**
 * The Integration Quality Scale, computed from its one data file: tier order and labels, the
 * rules of each tier, the copy-paste checklist and the checks of rule pages' front matter.
 * Used by the sidebar, the build-time validation plugin and the React components.
 */
import tiers from '../docs/core/integration-quality-scale/_data/tiers.json';

export type TierData = Readonly<Record<Tier, readonly string[]>>;
export type Tier = 'bronze' | 'silver' | 'gold' | 'platinum';

export const TIERS: readonly Tier[] = ['bronze', 'silver', 'gold', 'platinum'];

export const TIER_LABELS: Readonly<Record<Tier, string>> = {
  bronze: '铜级',
  silver: '银级',
  gold: '金级',
  platinum: '铂金级',
};

/** What reaching each tier says about an integration (the overview table, the Markdown export). */
export const TIER_MEANINGS: Readonly<Record<Tier, string>> = {
  bronze:
    '新集成进入 Home Assistant Core 的最低要求：能用界面配置、代码结构清楚、有基本测试与文档。',
  silver:
    '出错时行为可靠：可卸载、会重新认证、不可用时有记录、测试覆盖充分，并有明确的代码负责人。',
  gold: '用户体验完整：设备与实体信息齐全、可发现、可重新配置、有诊断信息与翻译，文档覆盖使用场景与排错。',
  platinum: '技术上最好的实现：依赖库异步、共享 HTTP 会话、全面的严格类型检查。',
};

export const RULES_DIR = 'core/integration-quality-scale/rules';

export const tierData: TierData = tiers;

export interface TierGroup {
  readonly tier: Tier;
  readonly label: string;
  readonly rules: readonly string[];
}

/** The rules grouped by tier, in tier order. */
export function rulesByTier(data: TierData = tierData): TierGroup[] {
  return TIERS.map((tier) => ({tier, label: TIER_LABELS[tier], rules: data[tier]}));
}

/** Every rule id, in tier order. */
export function allRuleIds(data: TierData = tierData): string[] {
  return TIERS.flatMap((tier) => data[tier]);
}

/** The tier of a rule, or undefined for an unknown id. */
export function tierOf(ruleId: string, data: TierData = tierData): Tier | undefined {
  return TIERS.find((tier) => data[tier].includes(ruleId));
}

/** The rule id of a rule page's doc id, or undefined for any other doc. */
export function ruleIdOfDoc(docId: string): string | undefined {
  const prefix = `${RULES_DIR}/`;
  return docId.startsWith(prefix) ? docId.slice(prefix.length) : undefined;
}

/** Doc ids of the rule pages, for the sidebar. */
export function ruleDocIds(data: TierData = tierData): string[] {
  return allRuleIds(data).map((rule) => `${RULES_DIR}/${rule}`);
}

/**
 * The checklist an integration author pastes into a pull request: a Markdown task list per
 * tier, each tier including the ones below it in the order a reviewer checks them.
 */
export function checklistMarkdown(data: TierData = tierData): string {
  return rulesByTier(data)
    .map(({tier, label, rules}) =>
      [`## ${label}（${tier}）`, '', ...rules.map((rule) => `- [ ] \`${rule}\``)].join('\n'),
    )
    .join('\n\n');
}

/** `quality_scale.yaml` as an integration starts it: every rule listed as `todo`. */
export function qualityScaleYaml(data: TierData = tierData): string {
  return [
    'rules:',
    ...rulesByTier(data).flatMap(({tier, rules}) => [
      `  # ${tier}`,
      ...rules.map((rule) => `  ${rule}: todo`),
    ]),
  ].join('\n');
}

/** Problems in a rule page's front matter: its own id and the ids it names as related. */
export function ruleFrontMatterProblems(
  page: string,
  ruleId: string,
  relatedRules: unknown,
  data: TierData = tierData,
): string[] {
  const problems: string[] = [];
  if (!tierOf(ruleId, data)) {
    problems.push(`${page}: "${ruleId}" is not a rule of the quality scale data file`);
  }
  if (relatedRules === undefined) return problems;
  if (!Array.isArray(relatedRules)) {
    problems.push(`${page}: related_rules must be a list of rule ids`);
    return problems;
  }
  for (const id of relatedRules) {
    if (typeof id !== 'string' || !tierOf(id, data)) {
      problems.push(`${page}: related_rules names unknown rule "${String(id)}"`);
    } else if (id === ruleId) {
      problems.push(`${page}: related_rules names the page's own rule "${id}"`);
    }
  }
  return problems;
}
