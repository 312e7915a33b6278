import {expect, test} from '@playwright/test';
import {gotoHydrated} from './helpers';

// Reader features: the English page, the release a page describes, the sources a page was
// checked against, the glossary, and every doc page as Markdown (its URL plus .md).
const BASE = '/developers';
const LIGHT = `${BASE}/docs/core/entity/light`;

test('a doc page names its release and links its English page under the title', async ({page}) => {
  await page.goto(LIGHT);
  const meta = page.locator('article header + [data-doc-meta]');
  await expect(meta).toContainText('适用于 Home Assistant 2025.5');
  const english = meta.locator('a[data-english-link]');
  await expect(english).toHaveText('英文官方文档');
  await expect(english).toHaveAttribute(
    'href',
    'https://developers.home-assistant.io/docs/core/entity/light',
  );
  // Ids ending in /index live at their folder, upstream as here.
  await page.goto(`${BASE}/docs/core/llm/`);
  await expect(page.locator('a[data-english-link]')).toHaveAttribute(
    'href',
    'https://developers.home-assistant.io/docs/core/llm/',
  );
  // The release line is not in the page's description.
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).not.toContain('适用于');
});

test('a doc page ends with the sources it was checked against, linked at their ref', async ({
  page,
}) => {
  await page.goto(`${BASE}/docs/core/integration-quality-scale/rules/inject-websession`);
  const sources = page.locator('section[aria-labelledby="page-sources"]');
  await expect(sources.locator('h2')).toHaveText('核对来源');
  await expect(sources).toHaveClass(/search-skip/);
  await expect(
    sources.locator(
      'a[href="https://github.com/home-assistant/core/blob/2025.5.3/homeassistant/helpers/aiohttp_client.py"]',
    ),
  ).toHaveCount(1);
});

test('a post links the upstream post its sources name', async ({page}) => {
  await page.goto(
    `${BASE}/blog/2023/07/27/avoiding-unnecessary-callbacks-with-dataupdatecoordinator`,
  );
  await expect(page.locator('a[data-upstream-post]')).toHaveAttribute(
    'href',
    'https://developers.home-assistant.io/blog/2023/07/27/avoiding-unnecessary-callbacks-with-dataupdatecoordinator',
  );
});

test('the copy button puts the page as Markdown on the clipboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, LIGHT);
  const button = page.locator('[data-doc-meta] button');
  await expect(button).toHaveText('复制 Markdown');
  await button.click();
  await expect(button).toHaveText('已复制');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const served = await (await page.request.get(`${LIGHT}.md`)).text();
  expect(copied).toBe(served);
  expect(copied.startsWith('# 灯光实体\n')).toBe(true);
});

test('the copy button says so when the Markdown cannot be fetched', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'down'}));
  await gotoHydrated(page, LIGHT);
  const button = page.locator('[data-doc-meta] button');
  await button.click();
  await expect(button).toContainText('复制失败');
});

test('a .md page is served as Markdown: no front matter, title as #, absolute links', async ({
  request,
}) => {
  const response = await request.get(`${LIGHT}.md`, {headers: {'Accept-Encoding': 'br'}});
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('text/markdown; charset=utf-8');
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers.etag).toBeTruthy();
  const body = await response.text();
  expect(body.startsWith('# 灯光实体\n\n> ')).toBe(true);
  expect(body).not.toMatch(/^---$/m);
  expect(body).not.toMatch(/^keywords:/m);
  expect(body).toContain('适用于 Home Assistant 2025.5');
  // Relative links of the source became absolute URLs of the site's pages.
  expect(body).not.toMatch(/\]\(\.{1,2}\//);
  expect(body).toMatch(/\]\(https?:\/\/[^)]+\/developers\/docs\/core\/entity\/[\w-]+(#[\w-]+)?\)/);
  expect(body).toContain('## 核对来源');
});

test('an .mdx page is served as Markdown with its components as lists', async ({request}) => {
  const response = await request.get(`${BASE}/docs/core/integration-quality-scale/rules.md`);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const body = await response.text();
  expect(body.startsWith('# 质量等级规则\n')).toBe(true);
  expect(body).not.toContain('import ');
  expect(body).not.toMatch(/<[A-Z]\w*/);
  expect(body).toMatch(/^## 铜级（bronze，\d+ 条）$/m);
  expect(body).toMatch(
    /^- `config-flow`：\[[^\]]+\]\(https?:\/\/[^)]+\/developers\/docs\/core\/integration-quality-scale\/rules\/config-flow\)/m,
  );
  // A rule page carries its tier and related rules as text.
  const rule = await (
    await request.get(`${BASE}/docs/core/integration-quality-scale/rules/config-flow.md`)
  ).text();
  expect(rule).toMatch(/\[铜级规则（`bronze`）\]\(/);
});

test('llms.txt lists every sidebar and llms-full.txt holds the pages, as plain text', async ({
  request,
}) => {
  const index = await request.get(`${BASE}/llms.txt`, {maxRedirects: 0});
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const text = await index.text();
  expect(text.startsWith('# Home Assistant 开发者文档\n\n> ')).toBe(true);
  for (const section of ['概览', '核心', '前端', '加载项', '语音', 'Android', '其他']) {
    expect(text).toContain(`\n## ${section}\n`);
  }
  expect(text).toMatch(
    /- \[灯光实体\]\(https?:\/\/[^)]+\/developers\/docs\/core\/entity\/light\.md\): /,
  );
  const full = await request.get(`${BASE}/llms-full.txt`);
  expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const fullText = await full.text();
  expect(fullText).toContain('\n# 灯光实体\n');
  expect(fullText).toContain('\n# 质量等级规则\n');
  // The .html and index.html redirects leave these files alone.
  expect((await request.get(`${LIGHT}.md`, {maxRedirects: 0})).status()).toBe(200);
});

test('the glossary filters as you type, and each term has an anchor', async ({page}) => {
  await gotoHydrated(page, `${BASE}/glossary`);
  await expect(page.locator('h1')).toHaveText('术语表');
  const rows = page.locator('tbody tr');
  const total = await rows.count();
  expect(total).toBeGreaterThan(50);
  const filter = page.getByLabel('筛选术语');
  await filter.fill('coordinator');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('id', 'coordinator');
  await expect(rows.first()).toContainText('协调器');
  await expect(page.locator('output')).toHaveText(`显示 1 / ${total} 个术语`);
  expect(new URL(page.url()).searchParams.get('q')).toBe('coordinator');
  await filter.fill('配置条目');
  await expect(rows.filter({hasText: 'config entry'})).toHaveCount(2);
  await filter.fill('没有这样的术语');
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('没有匹配“没有这样的术语”的术语。')).toBeVisible();
  // A term can be linked; its row is the target and links to the page that explains it.
  await page.goto(`${BASE}/glossary#config-entry`);
  const row = page.locator('tr#config-entry');
  await expect(row).toContainText('配置条目');
  expect(await row.evaluate((el) => el.matches(':target'))).toBe(true);
  await expect(row.locator('a[href$="/docs/config_entries_index"]')).toHaveCount(1);
  // A filter in the address is applied when the page opens.
  await gotoHydrated(page, `${BASE}/glossary?q=%E8%93%9D%E5%9B%BE`);
  await expect(page.getByLabel('筛选术语')).toHaveValue('蓝图');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('id', 'blueprint');
});
