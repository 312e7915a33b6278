import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  allRuleIds,
  checklistMarkdown,
  qualityScaleYaml,
  ruleDocIds,
  ruleIdOfDoc,
  ruleFrontMatterProblems,
  rulesByTier,
  tierOf,
  type TierData,
} from '../../config/qualityScale';
import {checkRulePages, readFrontMatter} from '../../plugins/quality-scale-check';
import {inventory} from '../../config/inventory';

const small: TierData = {
  bronze: ['config-flow', 'has-entity-name'],
  silver: ['test-coverage'],
  gold: ['devices'],
  platinum: ['strict-typing'],
};

describe('rules by tier', () => {
  it('groups rules in tier order with Chinese labels', () => {
    expect(rulesByTier(small)).toEqual([
      {tier: 'bronze', label: '铜级', rules: ['config-flow', 'has-entity-name']},
      {tier: 'silver', label: '银级', rules: ['test-coverage']},
      {tier: 'gold', label: '金级', rules: ['devices']},
      {tier: 'platinum', label: '铂金级', rules: ['strict-typing']},
    ]);
  });

  it('finds the tier of a rule and nothing for an unknown id', () => {
    expect(tierOf('devices', small)).toBe('gold');
    expect(tierOf('no-such-rule', small)).toBeUndefined();
  });
});

describe('data to sidebar', () => {
  it('turns every rule into a doc id under the rules folder, in tier order', () => {
    expect(ruleDocIds(small)).toEqual([
      'core/integration-quality-scale/rules/config-flow',
      'core/integration-quality-scale/rules/has-entity-name',
      'core/integration-quality-scale/rules/test-coverage',
      'core/integration-quality-scale/rules/devices',
      'core/integration-quality-scale/rules/strict-typing',
    ]);
  });

  it("reads the rule id back from a rule page's doc id, and none from other docs", () => {
    expect(ruleDocIds(small).map(ruleIdOfDoc)).toEqual(allRuleIds(small));
    expect(ruleIdOfDoc('core/integration-quality-scale/rules')).toBeUndefined();
    expect(ruleIdOfDoc('core/integration-quality-scale/rules-old/x')).toBeUndefined();
    expect(ruleIdOfDoc('core/entity/light')).toBeUndefined();
  });

  it('is what the Core sidebar lists in its Rules category', () => {
    const core = JSON.stringify(inventory.Core);
    for (const id of ruleDocIds()) expect(core).toContain(`"${id}"`);
    expect(ruleDocIds()).toHaveLength(52);
  });
});

describe('data to checklist', () => {
  it('renders one task list per tier', () => {
    expect(checklistMarkdown(small)).toBe(
      [
        '## 铜级（bronze）',
        '',
        '- [ ] `config-flow`',
        '- [ ] `has-entity-name`',
        '',
        '## 银级（silver）',
        '',
        '- [ ] `test-coverage`',
        '',
        '## 金级（gold）',
        '',
        '- [ ] `devices`',
        '',
        '## 铂金级（platinum）',
        '',
        '- [ ] `strict-typing`',
      ].join('\n'),
    );
  });

  it('lists all 52 rules in the checklist and the YAML template', () => {
    const markdown = checklistMarkdown();
    const yamlText = qualityScaleYaml();
    for (const rule of allRuleIds()) {
      expect(markdown).toContain(`- [ ] \`${rule}\``);
      expect(yamlText).toContain(`  ${rule}: todo`);
    }
    expect(markdown.match(/- \[ \]/g)).toHaveLength(52);
  });
});

describe('rule page front matter', () => {
  it('accepts known related rules', () => {
    expect(ruleFrontMatterProblems('p.md', 'devices', ['config-flow'], small)).toEqual([]);
    expect(ruleFrontMatterProblems('p.md', 'devices', undefined, small)).toEqual([]);
  });

  it('names the page and the id of every problem', () => {
    expect(ruleFrontMatterProblems('p.md', 'devices', ['nope', 'devices'], small)).toEqual([
      'p.md: related_rules names unknown rule "nope"',
      'p.md: related_rules names the page\'s own rule "devices"',
    ]);
    expect(ruleFrontMatterProblems('x.md', 'made-up', 'devices', small)).toEqual([
      'x.md: "made-up" is not a rule of the quality scale data file',
      'x.md: related_rules must be a list of rule ids',
    ]);
  });

  it('is checked over a docs folder by the build plugin', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'qs-'));
    const dir = path.join(site, 'docs/core/integration-quality-scale/rules');
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(
      path.join(dir, 'devices.md'),
      '---\ntitle: 设备\nrelated_rules: [diagnostics]\n---\n正文\n',
    );
    fs.writeFileSync(
      path.join(dir, 'brands.md'),
      '---\ntitle: 品牌\nrelated_rules:\n  - no-such-rule\n---\n',
    );
    expect(checkRulePages(site)).toEqual([
      'docs/core/integration-quality-scale/rules/brands.md: related_rules names unknown rule "no-such-rule"',
    ]);
    fs.rmSync(site, {recursive: true});
  });

  it('reads YAML front matter and tolerates files without it', () => {
    expect(readFrontMatter('---\nrelated_rules: [a, b]\n---\nx')).toEqual({
      related_rules: ['a', 'b'],
    });
    expect(readFrontMatter('no front matter')).toEqual({});
  });
});
