import {expect, test} from '@playwright/test';
import {gotoHydrated, recordRequested} from './helpers';

const PAGE = '/developers/docs/core/entity/light';
/** An area's sidebar chunk, e.g. `sidebar-Android.<hash>.js`. */
const SIDEBAR_CHUNK = /\/sidebar-(\w+)\.[0-9a-f]+\.js$/;

test('a docs page shows breadcrumbs, a level 2–3 table of contents and the last update', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(PAGE);
  const breadcrumbs = page.locator('nav[aria-label="Breadcrumbs"]');
  await expect(breadcrumbs).toBeVisible();
  expect(await breadcrumbs.locator('li').count()).toBeGreaterThan(1);

  const headingIds = await page
    .locator('article .markdown')
    .locator('h2[id], h3[id]')
    .evaluateAll((headings) => headings.map((h) => `#${h.id}`));
  const deeperIds = await page
    .locator('article .markdown')
    .locator('h4[id], h5[id]')
    .evaluateAll((headings) => headings.map((h) => `#${h.id}`));
  const tocLinks = await page
    .locator('.table-of-contents a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(headingIds.length).toBeGreaterThan(2);
  expect(tocLinks).toEqual(headingIds);
  for (const id of deeperIds) expect(tocLinks).not.toContain(id);

  await expect(page.locator('.theme-last-updated')).toContainText('Last updated');
});

test('headings carry a "Direct link to" anchor', async ({page}) => {
  await page.goto(PAGE);
  const firstH2 = page.locator('article .markdown h2').first();
  const text = (await firstH2.evaluate((h) => h.childNodes[0]?.textContent ?? '')).trim();
  const anchor = firstH2.locator('a.hash-link');
  await expect(anchor).toHaveAttribute('aria-label', `Direct link to ${text}`);
  const id = await firstH2.getAttribute('id');
  await expect(anchor).toHaveAttribute('href', `#${id}`);
});

test('the sidebar marks the current page and its category', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(PAGE);
  const active = page.locator('.theme-doc-sidebar-menu a.menu__link--active[aria-current="page"]');
  await expect(active).toHaveAttribute('href', PAGE);
  await expect(
    page.locator('.theme-doc-sidebar-menu button[aria-label*="Collapse sidebar"]'),
  ).toHaveCount(0);
});

test('the docs landing page lists every area', async ({page}) => {
  const response = await page.goto('/developers/docs');
  expect(response?.status()).toBe(200);
  for (const path of [
    'architecture_index',
    'development_index',
    'frontend',
    'add-ons',
    'android',
  ]) {
    await expect(page.locator(`article a[href="/developers/docs/${path}"]`).first()).toBeVisible();
  }
});

test('a Mermaid diagram is drawn when it comes near the viewport, not before', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/developers/docs/architecture/core');
  const slot = page.locator('.mermaid-slot').first();
  await expect(slot).toBeAttached();
  const below = await slot.evaluate(
    (el) => el.getBoundingClientRect().top > window.innerHeight + 600,
  );
  if (below) await expect(slot.locator('svg')).toHaveCount(0);
  await slot.scrollIntoViewIfNeeded();
  await expect(slot.locator('.docusaurus-mermaid-container svg')).toBeVisible();
});

for (const [name, connection] of [
  ['prefetches the pages its visible links point to, in idle time', null],
  ['prefetches nothing with data saver on', {effectiveType: '4g', saveData: true}],
  ['prefetches nothing on a 2g connection', {effectiveType: '2g', saveData: false}],
] as const) {
  test(`a docs page ${name}`, async ({page}) => {
    if (connection) {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {value, configurable: true});
      }, connection);
    }
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, '/developers/docs/development_index');
    const prefetches = page.locator('link[rel="prefetch"]');
    if (connection) {
      await page.waitForTimeout(3000);
      await expect(prefetches).toHaveCount(0);
    } else {
      await expect.poll(() => prefetches.count(), {timeout: 10_000}).toBeGreaterThan(5);
      const hrefs = await prefetches.evaluateAll((links) =>
        links.map((l) => l.getAttribute('href') ?? ''),
      );
      for (const href of hrefs)
        expect(href).toMatch(/^\/developers\/assets\/js\/[\w~-]+\.[0-9a-f]+\.js$/);
      // The route data of the linked pages comes first, then their own chunks: scripts this
      // page has not run.
      expect(hrefs.some((href) => href.includes('/route-data-'))).toBe(true);
      const ran = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll('script[src]'),
          (script) => new URL((script as HTMLScriptElement).src).pathname,
        ),
      );
      await expect
        .poll(
          async () =>
            (
              await prefetches.evaluateAll((links) =>
                links.map((l) => l.getAttribute('href') ?? ''),
              )
            ).filter((href) => !href.includes('/route-data-') && !ran.includes(href)).length,
          {timeout: 10_000},
        )
        .toBeGreaterThan(5);
    }
  });
}

// Core's sidebar stays in the docs version data (speed/inline-sidebars.ts); the other areas'
// sidebars are chunks of their own.
for (const [area, path, chunks] of [
  ['Core', PAGE, []],
  ['Android', '/developers/docs/android/architecture', ['Android']],
] as const) {
  test(`the ${area} docs page lists its sidebar's chunk if it has one and hydrates with its sidebar`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const requested = recordRequested(page, SIDEBAR_CHUNK);
    await page.setViewportSize({width: 1280, height: 900});
    await gotoHydrated(page, path);
    const listed = await page
      .locator('#__app-scripts')
      .evaluate((block) => JSON.parse(block.textContent ?? '[]') as string[]);
    const listedSidebars = listed.flatMap((file) => SIDEBAR_CHUNK.exec(file)?.[1] ?? []);
    expect(listedSidebars).toEqual(chunks);
    await expect(
      page.locator('.theme-doc-sidebar-menu a.menu__link--active[aria-current="page"]'),
    ).toHaveAttribute('href', path);
    // Idle prefetching may fetch other areas' sidebars for links on the page; not this one twice.
    expect(requested.filter((name) => name === area)).toHaveLength(chunks.length);
    // A sidebar missing when the page hydrates would be a mismatch with the server's HTML.
    expect(problems).toEqual([]);
  });
}

test("a link into another area's docs brings that area's sidebar", async ({page}) => {
  const sidebars = recordRequested(page, SIDEBAR_CHUNK);
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, PAGE);
  await page.evaluate(() => {
    (window as unknown as {stayed: boolean}).stayed = true;
  });
  // Android is another area: its entry page through the navbar's dropdown.
  const dropdown = page.locator('.navbar__items .dropdown').filter({hasText: 'Home Assistant'});
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a[href="/developers/docs/android"]').click();
  await expect(page).toHaveURL(/\/developers\/docs\/android$/);
  await expect(
    page.locator('.theme-doc-sidebar-menu a.menu__link--active[aria-current="page"]'),
  ).toHaveAttribute('href', '/developers/docs/android');
  await expect(
    page.locator('.theme-doc-sidebar-menu a[href="/developers/docs/core/entity/light"]'),
  ).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  expect(sidebars).toContain('Android');
});

test('each admonition shows its type icon, a mask of its own shape', async ({page}) => {
  await gotoHydrated(page, '/developers/docs/frontend/development');
  const masks = new Map<string, string>();
  for (const type of ['danger', 'note', 'warning']) {
    const icon = page.locator(`.theme-admonition-${type} svg`).first();
    await expect(icon).toBeVisible();
    const box = await icon.boundingBox();
    expect(box?.width).toBeGreaterThan(20);
    expect(box?.height).toBe(box?.width);
    const {mask, background} = await icon.evaluate((element) => {
      const style = getComputedStyle(element);
      return {mask: style.maskImage, background: style.backgroundColor};
    });
    expect(mask, type).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(background, type).not.toBe('rgba(0, 0, 0, 0)');
    masks.set(type, mask);
  }
  expect(new Set(masks.values()).size).toBe(3);
});
