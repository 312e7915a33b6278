import {expect, test} from '@playwright/test';
import {gotoHydrated, recordRequested} from './helpers';

// A page module that cannot be loaded on the first page view: the loader's red box with the
// error text and a Retry button; Retry loads the module once it is reachable again.

const PAGE = '/developers/docs/core/entity/light';
const APP_CHUNKS = /\/assets\/js\/(main|runtime~main)\./;

test('a failing page module shows the red box, and Retry recovers', async ({page}) => {
  let blocking = true;
  await page.route('**/developers/assets/js/*.js', async (route) => {
    if (blocking && !APP_CHUNKS.test(route.request().url())) {
      await route.abort('connectionrefused');
    } else {
      await route.continue();
    }
  });
  await page.goto(PAGE);
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  // The loader renders <div style=red><p>{error}</p><div><button>Retry</button></div></div>.
  const box = retry.locator('xpath=../..');
  await expect(box).toHaveCSS('background-color', 'rgb(250, 56, 62)');
  await expect(box).toContainText(/Loading chunk|ChunkLoadError|failed/i);

  blocking = false;
  // Docs pages nest route loaders (docs root, version, page); each one that failed offers its
  // own Retry, outermost first.
  const heading = page.locator('article h1');
  for (let attempt = 0; attempt < 4 && (await heading.count()) === 0; attempt += 1) {
    await retry.first().click();
    await expect(heading.or(retry.first())).toBeVisible();
  }
  await expect(heading).toHaveText('灯光实体');
  await expect(retry).toHaveCount(0);
});

test('navigating to a page whose module fails logs a warning and reloads it', async ({page}) => {
  // Client-side navigation needs the app: wait for hydration, not only for the server HTML.
  await gotoHydrated(page, '/developers/docs/core/entity');
  let blocked = 0;
  await page.route('**/developers/assets/js/*.js', async (route) => {
    if (!APP_CHUNKS.test(route.request().url()) && blocked < 50) {
      blocked += 1;
      await route.abort('connectionrefused');
    } else {
      await route.continue();
    }
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const reload = page.waitForEvent('load');
  await page.locator('nav.menu a[href="/developers/docs/core/entity/light"]').first().click();
  await reload;
  expect(blocked).toBeGreaterThan(0);
  expect(new URL(page.url()).pathname).toBe(PAGE);
  expect(warnings.length).toBeGreaterThan(0);
});

test('a route data chunk that cannot be loaded shows the error box, and Try again recovers', async ({
  page,
}) => {
  let blocking = true;
  let blocked = 0;
  await page.route('**/developers/assets/js/route-data-*.js', async (route) => {
    if (blocking) {
      blocked += 1;
      await route.abort('connectionrefused');
    } else {
      await route.continue();
    }
  });
  await page.goto(PAGE);
  const tryAgain = page.getByRole('button', {name: 'Try again'});
  // The first page's data is loaded before hydration and again when the page renders.
  await expect(tryAgain).toBeVisible({timeout: 15_000});
  expect(blocked).toBeGreaterThan(0);
  blocking = false;
  await tryAgain.click();
  await expect(page.locator('article h1')).toHaveText('灯光实体');
  await expect(tryAgain).toHaveCount(0);
});

test("a page's HTML lists its route data chunk, which is then fetched once", async ({page}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('/route-data-')) fetched.push(path);
  });
  await gotoHydrated(page, PAGE);
  const listed = await page
    .locator('#__app-scripts')
    .evaluate((block) => JSON.parse(block.textContent ?? '[]') as string[]);
  const data = listed.filter((file) => /\/route-data-\d+\.[0-9a-f]+\.js$/.test(file));
  expect(data).toHaveLength(1);
  // Idle prefetching may fetch other data chunks later; this one is not asked for again.
  await page.waitForTimeout(1000);
  expect(fetched.filter((file) => file === data[0])).toHaveLength(1);
});

// The docs' layout (docs root, version data, doc root, the docs page component) is one chunk
// (speed/loaders/route-data-loader.cjs), listed in a docs page's HTML and fetched once.
test("a docs page loads the docs' layout as one chunk; a blog page prefetches it for a docs link", async ({
  page,
}) => {
  const layout = recordRequested(page, /\/assets\/js\/(docs-layout)\.[0-9a-f]+\.js$/);
  await gotoHydrated(page, PAGE);
  const listed = await page
    .locator('#__app-scripts')
    .evaluate((block) => JSON.parse(block.textContent ?? '[]') as string[]);
  expect(listed.filter((file) => file.includes('/docs-layout.'))).toHaveLength(1);
  await page.waitForTimeout(1000);
  expect(layout).toHaveLength(1);

  // A new page without docs: prefetching a docs page asks for the layout chunk by its own
  // name, though the route table knows the parts by theirs.
  await gotoHydrated(page, '/developers/blog/2019/02/19/the-great-migration');
  await page.evaluate(() => {
    (window as unknown as {docusaurus: {prefetch(path: string): boolean}}).docusaurus.prefetch(
      '/developers/docs/core/entity/light',
    );
  });
  const layoutPrefetches = () =>
    page
      .locator('link[rel="prefetch"]')
      .evaluateAll(
        (links) =>
          links.filter((l) => /\/docs-layout\.[0-9a-f]+\.js$/.test(l.getAttribute('href') ?? ''))
            .length,
      );
  await expect.poll(layoutPrefetches, {timeout: 10_000}).toBe(1);
});

test('a sidebar chunk that cannot be loaded leaves the page readable, and the next page brings it', async ({
  page,
}) => {
  let blocking = true;
  let blocked = 0;
  await page.route('**/developers/assets/js/sidebar-*.js', async (route) => {
    if (blocking) {
      blocked += 1;
      await route.abort('connectionrefused');
    } else {
      await route.continue();
    }
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({width: 1280, height: 900});
  // Android's sidebar is a chunk of its own (Core's stays in the version data).
  await gotoHydrated(page, '/developers/docs/android/architecture');
  expect(blocked).toBeGreaterThan(0);
  await expect(page.locator('article h1')).toBeVisible();
  // Without its sidebar the page renders as a doc outside any sidebar.
  await expect(page.locator('.theme-doc-sidebar-menu')).toHaveCount(0);
  blocking = false;
  await page.evaluate(() => {
    (window as unknown as {stayed: boolean}).stayed = true;
  });
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  expect(errors).toEqual([]);
});
