import {expect, test} from '@playwright/test';

const PAGE_SIZE = 10;

test('the blog index shows up to 10 previews and a sidebar grouped by year', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/developers/blog/archive');
  const total = await page.locator('main a[href^="/developers/blog/20"]').count();
  expect(total).toBeGreaterThan(0);

  await page.goto('/developers/blog');
  const previews = page.locator('main article');
  await expect(previews).toHaveCount(Math.min(PAGE_SIZE, total));
  // Previews are truncated: each has a "Read more" link to its post.
  expect(await page.locator('main article a[aria-label^="Read more about"]').count()).toBe(
    Math.min(PAGE_SIZE, total),
  );

  const sidebar = page.locator('nav[aria-label="Blog recent posts navigation"]');
  await expect(sidebar).toBeVisible();
  const years = await sidebar.locator('[role="group"] > h3').allTextContents();
  expect(years.length).toBeGreaterThan(0);
  for (const year of years) expect(year).toMatch(/^20\d\d$/);
  expect([...years].sort().reverse()).toEqual(years);
  expect(await sidebar.locator('a').count()).toBe(total);
});

test('a post renders at /blog/YYYY/MM/DD/slug with its authors and tags', async ({page}) => {
  const response = await page.goto('/developers/blog/2018/05/22/custom-ui-panels-api');
  expect(response?.status()).toBe(200);
  await expect(page.locator('article h1')).toHaveCount(1);
  await expect(page.locator('article time')).toHaveAttribute('datetime', /^2018-05-22/);
  expect(
    await page.locator('article a[href^="/developers/blog/authors/"]').count(),
  ).toBeGreaterThan(0);
  expect(await page.locator('article a[href^="/developers/blog/tags/"]').count()).toBeGreaterThan(
    0,
  );
});

test('RSS and Atom feeds are published', async ({request}) => {
  const rss = await request.get('/developers/blog/rss.xml');
  expect(rss.status()).toBe(200);
  expect(await rss.text()).toContain('<rss');
  const atom = await request.get('/developers/blog/atom.xml');
  expect(atom.status()).toBe(200);
  expect(await atom.text()).toContain('<feed');
});
