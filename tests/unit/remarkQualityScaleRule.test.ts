import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkQualityScaleRule, {
  RULE_PAGE_MODULE,
  isRulePageFile,
} from '../../plugins/remark/quality-scale-rule';

const docsDir = '/site/docs';
const rules = path.join(docsDir, 'core/integration-quality-scale/rules');

describe('isRulePageFile', () => {
  it('accepts Markdown files directly in the rules folder', () => {
    expect(isRulePageFile(path.join(rules, 'brands.md'), docsDir)).toBe(true);
    expect(isRulePageFile(path.join(rules, 'config-flow.mdx'), docsDir)).toBe(true);
  });

  it('rejects the rules index, partials, nested files, other docs and a missing path', () => {
    expect(isRulePageFile(`${rules}.mdx`, docsDir)).toBe(false);
    expect(isRulePageFile(path.join(rules, '_intro.md'), docsDir)).toBe(false);
    expect(isRulePageFile(path.join(rules, 'more/brands.md'), docsDir)).toBe(false);
    expect(isRulePageFile(path.join(rules, 'data.json'), docsDir)).toBe(false);
    expect(isRulePageFile(path.join(docsDir, 'core/entity/light.md'), docsDir)).toBe(false);
    expect(isRulePageFile(path.join(`${rules}-old`, 'brands.md'), docsDir)).toBe(false);
    expect(isRulePageFile(undefined, docsDir)).toBe(false);
  });
});

async function compileMarkdown(file: string, format: 'md' | 'mdx'): Promise<string> {
  const output = await compile(
    {path: file, value: '这条规则的正文。\n\n## 为什么\n\n理由。\n'},
    {format, remarkPlugins: [[remarkQualityScaleRule, {docsDir}]]},
  );
  return String(output);
}

describe('remarkQualityScaleRule', () => {
  it.each(['md', 'mdx'] as const)(
    'gives a %s rule page the badge before its content and related rules after it',
    async (format) => {
      const code = await compileMarkdown(path.join(rules, 'brands.md'), format);
      expect(code).toContain(`import {RuleTierBadge, RuleRelatedRules} from '${RULE_PAGE_MODULE}'`);
      const badge = code.indexOf('_jsx(RuleTierBadge, {})');
      const body = code.indexOf('这条规则的正文。');
      const heading = code.indexOf('为什么');
      const related = code.indexOf('_jsx(RuleRelatedRules, {})');
      expect(badge).toBeGreaterThan(-1);
      expect(badge).toBeLessThan(body);
      expect(body).toBeLessThan(heading);
      expect(heading).toBeLessThan(related);
    },
  );

  it('leaves other pages as they are', async () => {
    const code = await compileMarkdown(path.join(docsDir, 'core/entity/light.md'), 'md');
    expect(code).not.toContain('RuleTierBadge');
    expect(code).not.toContain(RULE_PAGE_MODULE);
  });
});
