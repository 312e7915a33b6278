import {expect, test} from '@playwright/test';
import {rulesByTier, TIER_LABELS} from '../../config/qualityScale';

const BASE = '/developers/docs/core/integration-quality-scale';

test('the checklist lists all 52 rules grouped by tier', async ({page}) => {
  await page.goto(`${BASE}/checklist`);
  let total = 0;
  for (const {tier, rules} of rulesByTier()) {
    const section = page.locator(`section[data-tier="${tier}"]`);
    await expect(section.locator('h3')).toContainText(TIER_LABELS[tier]);
    const listed = await section
      .locator('li[data-rule]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-rule')));
    expect(listed).toEqual(rules);
    total += listed.length;
  }
  expect(total).toBe(52);
  await expect(page.locator('pre').filter({hasText: '- [ ] `config-flow`'})).toHaveCount(1);
});

test('the rules index groups every rule under its tier heading', async ({page}) => {
  await page.goto(`${BASE}/rules`);
  for (const {tier, rules} of rulesByTier()) {
    const section = page.locator(`section[aria-labelledby="${tier}"]`);
    await expect(section.locator(`h2#${tier}`)).toBeVisible();
    await expect(section.locator('li')).toHaveCount(rules.length);
  }
  // Each written rule has its page's title as link and its description as summary.
  const configFlow = page
    .locator('li')
    .filter({has: page.locator('code', {hasText: /^config-flow$/})});
  await expect(configFlow.locator('a')).toHaveAttribute('href', `${BASE}/rules/config-flow`);
  await expect(configFlow.locator('p')).toHaveText(
    '与设备或服务通信的集成必须提供配置流程，让用户在界面上完成设置，而不是编辑 YAML。',
  );
});

test('a rule page shows its tier badge from data and its related rules', async ({page}) => {
  await page.goto(`${BASE}/rules/config-flow`);
  const badge = page.locator('article a[href$="/rules#bronze"]');
  await expect(badge).toHaveText('铜级规则');
  const related = page.locator('nav[aria-labelledby="related-rules-heading"] li');
  expect(await related.count()).toBeGreaterThan(0);
});
