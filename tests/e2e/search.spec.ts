import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, recordRequested, recordScripts} from './helpers';

const PAGE = '/developers/docs/development_index';
const MAX_SUGGESTIONS = 8;

/** Names of the search index files the page requests, in order, as they are requested. */
function recordIndexFiles(page: Page): string[] {
  return recordRequested(page, /\/(search-index[^/]*\.json)$/);
}

const searchInput = (page: Page) => page.locator('input.navbar__search-input');
const suggestions = (page: Page) => page.locator('.navbar__search [role="option"]');

/** Opens `url` on a desktop viewport, focuses the search box with Ctrl+K and types `query`. */
async function typeQuery(page: Page, query: string, url: string = PAGE): Promise<void> {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, url);
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill(query);
}

test('Ctrl+K focuses the search box', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, PAGE);
  await expect(searchInput(page)).not.toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
});

for (const query of ['传感器', 'SensorEntity']) {
  test(`"${query}" shows between 1 and 8 suggestions`, async ({page}) => {
    await typeQuery(page, query);
    await expect(suggestions(page).first()).toBeVisible();
    const count = await suggestions(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });
}

test('picking a heading suggestion lands on its anchor with highlighted terms', async ({page}) => {
  await typeQuery(page, '设备类别');
  await expect(suggestions(page).first()).toBeVisible();
  const options = await suggestions(page).all();
  let picked = false;
  for (const option of options) {
    const headingIcon = await option.locator('svg').count();
    const path = await option.textContent();
    if (headingIcon && path) {
      await option.click();
      picked = true;
      break;
    }
  }
  expect(picked).toBe(true);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(PAGE);
  const url = new URL(page.url());
  const highlights = url.searchParams.getAll('_highlight');
  expect(highlights.length).toBeGreaterThan(0);
  for (const term of highlights) expect('设备类别').toContain(term);
  await expect(page.locator('article mark').first()).toBeVisible();
  if (url.hash) {
    await expect(
      page.locator(decodeURIComponent(url.hash).replace(/^#/, '[id="') + '"]'),
    ).toHaveCount(1);
  }
});

test('the results page lists results, and a nonsense query finds nothing', async ({page}) => {
  await page.goto('/developers/search?q=%E4%BC%A0%E6%84%9F%E5%99%A8');
  const results = page.locator('article[class*="searchResultItem"]');
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeGreaterThan(0);

  await page.goto('/developers/search?q=qzxjvwkplm');
  await expect(page.getByText('No documents were found')).toBeVisible();
});

test('a nonsense query in the search box says "No results"', async ({page}) => {
  await typeQuery(page, 'qzxjvwkplm');
  await expect(page.locator('.navbar__search').getByText('No results')).toBeVisible();
  await expect(suggestions(page)).toHaveCount(0);
});

const HOSTILE_QUERIES = [
  '<script>window.pwned=true</script>',
  '<img src=x onerror="window.pwned=true">',
  '* ~ ^ : + -',
  'title:config~2 +entity -sensor^10',
  '"unbalanced quote',
  '((([[[',
  '🏠💡🔌',
  '，。！？、；：',
  'x'.repeat(2000),
];

test('hostile queries show results or "No results" and never run code', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await typeQuery(page, '实体');
  await expect(suggestions(page).first()).toBeVisible();
  for (const query of HOSTILE_QUERIES) {
    await searchInput(page).fill(query);
    await expect(
      suggestions(page).first().or(page.locator('.navbar__search').getByText('No results')),
    ).toBeVisible();
    expect(await suggestions(page).count()).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  }
  expect(await page.evaluate(() => (window as unknown as {pwned?: boolean}).pwned)).toBeUndefined();
  await expect(page.locator('.navbar__search img[src="x"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a page searches its own context: one index file, "within" and "outside" footer links', async ({
  page,
}) => {
  const indexFiles = recordIndexFiles(page);
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/developers/docs/core/entity/light');
  await page.keyboard.press('Control+k');
  await searchInput(page).fill('亮度');
  await expect(suggestions(page).first()).toBeVisible();
  const within = page.getByRole('link', {name: 'See all results within "核心：实体"'});
  await expect(within).toBeVisible();
  const withinUrl = new URL((await within.getAttribute('href')) ?? '', 'http://x');
  expect(withinUrl.searchParams.get('q')).toBe('亮度');
  expect(withinUrl.searchParams.get('ctx')).toBe('docs/_core-entity');
  for (const option of await suggestions(page).allTextContents()) expect(option).toContain('实体');

  await searchInput(page).fill('qzxjvwkplm');
  await expect(page.locator('.navbar__search').getByText('No results')).toBeVisible();
  const outside = page.getByRole('link', {name: 'See all results outside "核心：实体"'});
  await expect(outside).toBeVisible();
  const outsideUrl = new URL((await outside.getAttribute('href')) ?? '', 'http://x');
  expect(outsideUrl.pathname).toBe('/developers/search/');
  expect(outsideUrl.searchParams.has('ctx')).toBe(false);
  expect(indexFiles).toEqual(['search-index-docs-_core-entity.json']);
});

test('a flat Core page searches the Core context its sidebar category belongs to', async ({
  page,
}) => {
  const indexFiles = recordIndexFiles(page);
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/developers/docs/auth_api');
  await searchInput(page).hover();
  await expect.poll(() => indexFiles).toEqual(['search-index-docs-_core-platform.json']);
  await searchInput(page).fill('刷新令牌');
  await expect(suggestions(page).first()).toBeVisible();
  await expect(
    page.getByRole('link', {name: 'See all results within "核心：注册表、认证、意图与接口"'}),
  ).toBeVisible();
});

test('the results page searches a chosen context, or everywhere without ctx', async ({page}) => {
  await page.goto('/developers/search?q=%E4%BA%AE%E5%BA%A6&ctx=docs%2F_core-entity');
  await expect(page.locator('select[name="search-context"]')).toHaveValue('docs/_core-entity');
  const results = page.locator('article[class*="searchResultItem"] h2 a');
  await expect(results.first()).toBeVisible();
  for (const href of await results.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/developers\/docs\/core\/entity(\/|\?|#|$)/);

  await page.goto('/developers/search?q=%E9%85%8D%E7%BD%AE%E6%9D%A1%E7%9B%AE');
  await expect(page.locator('select[name="search-context"]')).toHaveValue('');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.some((href) => href?.startsWith('/developers/blog/'))).toBe(true);
  expect(hrefs.some((href) => href?.startsWith('/developers/docs/'))).toBe(true);
});

test('moving between pages loads each context index once, on the next hover', async ({page}) => {
  const indexFiles = recordIndexFiles(page);
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/developers/docs/core/entity/light');
  await searchInput(page).hover();
  await expect.poll(() => indexFiles).toEqual(['search-index-docs-_core-entity.json']);

  // Client-side navigation to a page in no context: the root index, on hover only.
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: '博客'}).click();
  await expect(page).toHaveURL(/\/developers\/blog$/);
  await page.mouse.move(0, 500);
  await searchInput(page).hover();
  await expect
    .poll(() => indexFiles)
    .toEqual(['search-index-docs-_core-entity.json', 'search-index.json']);
  await searchInput(page).fill('传感器');
  await expect(suggestions(page).first()).toBeVisible();
  expect(await page.locator('.navbar__search [role="listbox"]').count()).toBe(1);

  // Back to the entity context: already loaded, nothing fetched again.
  await page.goBack();
  await expect(page).toHaveURL(/\/core\/entity\/light$/);
  await page.mouse.move(0, 500);
  await searchInput(page).hover();
  await searchInput(page).fill('亮度');
  await expect(suggestions(page).first()).toBeVisible();
  expect(indexFiles).toEqual(['search-index-docs-_core-entity.json', 'search-index.json']);
});

test('a several-word query with a misspelt word still finds the page the other words name', async ({
  page,
}) => {
  await typeQuery(page, 'significant chnage');
  await expect(suggestions(page).first()).toBeVisible();
  const links = await suggestions(page).count();
  expect(links).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  await page.goto('/developers/search?q=significant%20chnage');
  await expect(
    page
      .locator(
        'article[class*="searchResultItem"] h2 a[href*="/docs/core/platform/significant_change"]',
      )
      .first(),
  ).toBeVisible();

  // Words that match nothing on their own still say so.
  await typeQuery(page, 'qzxjvwkplm vbnqrtzx');
  await expect(page.locator('.navbar__search').getByText('No results')).toBeVisible();
});

/** Script responses carrying the search bar's code (mark.js, which only the bar uses). */
const recordBarCode = (page: Page, delayMs = 0) =>
  recordScripts(page, 'iframe inaccessible', delayMs);

test('the search bar code loads only when the reader reaches for the box', async ({page}) => {
  const barCode = await recordBarCode(page);
  const indexFiles = recordIndexFiles(page);
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/developers/docs/core/entity/light');
  await page.waitForLoadState('networkidle');
  expect(barCode.count).toBe(0);
  // The placeholder shows the same box and shortcut hint as the bar.
  await expect(page.locator('.navbar__search kbd')).toHaveText(['ctrl', 'K']);
  expect(indexFiles).toEqual([]);

  await searchInput(page).hover();
  await expect.poll(() => indexFiles).toEqual(['search-index-docs-_core-entity.json']);
  expect(barCode.count).toBe(1);
});

test('what is typed and pressed before the bar arrives reaches it', async ({page}) => {
  const indexFiles = recordIndexFiles(page);
  await recordBarCode(page, 1500);
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/developers/docs/core/entity/light');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('亮度');
  await expect(suggestions(page).first()).toBeVisible();
  await expect(searchInput(page)).toHaveValue('亮度');
  await expect(searchInput(page)).toBeFocused();
  expect(indexFiles).toEqual(['search-index-docs-_core-entity.json']);
});

test('a page opened from a search result marks the searched words', async ({page}) => {
  await gotoHydrated(page, '/developers/docs/core/entity/light?_highlight=%E4%BA%AE%E5%BA%A6');
  await expect(page.locator('article mark').first()).toHaveText('亮度');
  await expect(searchInput(page)).toHaveValue('亮度');
});

test('link prefetching waits while the reader types in the search box, and goes on after', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, PAGE);
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill('实体');
  await expect(suggestions(page).first()).toBeVisible();
  // A link to a page nothing here links to asks for a prefetch (as links do when they come
  // into view): it queues up behind the search.
  await page.evaluate(() => {
    (window as unknown as {docusaurus: {prefetch(path: string): boolean}}).docusaurus.prefetch(
      '/developers/blog/2019/02/19/the-great-migration',
    );
  });
  const prefetches = page.locator('link[rel="prefetch"]');
  const held = await prefetches.count();
  await page.waitForTimeout(1500);
  await expect(searchInput(page)).toBeFocused();
  expect(await prefetches.count()).toBe(held);
  // The reader leaves the box: the queued prefetch runs.
  await searchInput(page).evaluate((input) => (input as HTMLInputElement).blur());
  await expect(searchInput(page)).not.toBeFocused();
  await expect.poll(() => prefetches.count(), {timeout: 10_000}).toBeGreaterThan(held);
});

test('an English term typed on the landing page finds its Chinese page from the root index', async ({
  page,
}) => {
  const indexFiles = recordIndexFiles(page);
  await typeQuery(page, 'config flow', '/developers/');
  await expect(suggestions(page).first()).toBeVisible();
  await expect(suggestions(page).first()).toContainText('配置流程');
  expect(indexFiles).toEqual(['search-index.json']);

  // The root index reaches what pages say: a question typed as a sentence finds its answer.
  await page.goto('/developers/search?q=' + encodeURIComponent('在事件循环里做阻塞调用会怎样'));
  await expect(page.locator('article[class*="searchResultItem"] h2 a').first()).toHaveAttribute(
    'href',
    /\/developers\/docs\/asyncio_blocking_operations/,
  );
});

const LINK_SECTIONS = /^(相关页面|相关文档|延伸阅读)$/;

test('link-list sections never show as results', async ({page}) => {
  await typeQuery(page, '实体 唯一', '/developers/docs/core/entity/light');
  await expect(suggestions(page).first()).toBeVisible();
  for (const text of await suggestions(page).allTextContents()) {
    expect(text).not.toMatch(/相关页面|延伸阅读|相关文档/);
  }
  // Neither in a context nor everywhere, even when asked for by name.
  for (const ctx of ['docs/_core-entity', '']) {
    await page.goto(
      `/developers/search?q=${encodeURIComponent('相关页面')}${ctx ? `&ctx=${encodeURIComponent(ctx)}` : ''}`,
    );
    await expect(page.getByText(/documents? found|No documents were found/)).toBeVisible();
    const titles = await page.locator('article[class*="searchResultItem"] h2 a').allTextContents();
    for (const title of titles) expect(title.trim()).not.toMatch(LINK_SECTIONS);
  }
  // The index files hold no such heading (the root index has no headings: its text is in shards).
  for (const file of [
    'search-index-docs-_core-entity.json',
    'search-index-docs-_core-building.json',
  ]) {
    const response = await page.request.get(`/developers/${file}`);
    const [, headings] = (await response.json()) as {documents: {t: string}[]}[];
    expect(headings?.documents.length).toBeGreaterThan(0);
    expect(headings?.documents.filter((doc) => LINK_SECTIONS.test(doc.t))).toEqual([]);
  }
});
