import * as cheerio from 'cheerio';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {colourToggle, gotoHydrated, recordRequested} from './helpers';

const PAGE_SIZE = 10;
/** A blog route group's chunk, e.g. `routes-developers-blog-2024.<hash>.js`. */
const ROUTE_GROUP = /\/(routes-developers-blog-[\w-]+)\.[0-9a-f]+\.js$/;

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

const TOTAL_POSTS = 225;
const LAST_PAGE = 23;
const POST_PATH = /^\/developers\/blog\/\d{4}\/\d{2}\/\d{2}\/[^#?]+$/;

async function load(request: APIRequestContext, url: string): Promise<cheerio.CheerioAPI> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return cheerio.load(await response.text());
}

const hrefs = ($: cheerio.CheerioAPI, selector: string): string[] =>
  $(selector)
    .map((_, el) => $(el).attr('href') ?? '')
    .get();

test('all 225 posts are in the archive, on 23 list pages of 10 and the last of 5', async ({
  request,
}) => {
  const archive = await load(request, '/developers/blog/archive');
  const posts = new Set(hrefs(archive, 'main a').filter((href) => POST_PATH.test(href)));
  expect(posts.size).toBe(TOTAL_POSTS);

  const seen = new Set<string>();
  for (let page = 1; page <= LAST_PAGE; page += 1) {
    const url = page === 1 ? '/developers/blog' : `/developers/blog/page/${page}`;
    const $ = await load(request, url);
    expect($('main article').length, url).toBe(page === LAST_PAGE ? 5 : 10);
    for (const href of hrefs($, 'main article h2 a')) seen.add(href);
  }
  expect(seen).toEqual(posts);
  expect((await request.get(`/developers/blog/page/${LAST_PAGE + 1}`)).status()).toBe(404);
});

test('tag and author pages list the posts of each topic and team', async ({request}) => {
  const tags = await load(request, '/developers/blog/tags');
  const tagLinks = hrefs(tags, 'main a').filter((href) =>
    href.startsWith('/developers/blog/tags/'),
  );
  expect(tagLinks.length).toBeGreaterThan(10);
  const firstTag = await load(request, tagLinks[0] ?? '');
  expect(firstTag('main article').length).toBeGreaterThan(0);

  const authors = await load(request, '/developers/blog/authors');
  for (const team of ['核心团队', '前端团队', 'Supervisor 团队', '语音团队']) {
    expect(authors('main').text()).toContain(team);
  }
  const core = await load(request, '/developers/blog/authors/core-team');
  expect(core('main article').length).toBeGreaterThan(0);
});

test('a post lists its own keywords, then its tags (labels and slugs), in the keywords meta tag', async ({
  page,
}) => {
  await page.goto('/developers/blog/2024/02/27/deprecate-bind-hass-and-hass-components');
  const keywords = page.locator('meta[name="keywords"]');
  await expect(keywords).toHaveCount(1);
  expect((await keywords.getAttribute('content'))?.split(',')).toEqual([
    'bind_hass',
    'hass.components',
    '核心',
    'core',
    '弃用',
    'deprecation',
    '破坏性变更',
    'breaking-change',
  ]);
});

test("a post opened from the blog index renders once its year's routes have arrived", async ({
  page,
}) => {
  const groups = recordRequested(page, ROUTE_GROUP);
  await gotoHydrated(page, '/developers/blog');
  await page.evaluate(() => {
    (window as unknown as {stayed: boolean}).stayed = true;
  });
  const first = page.locator('article h2 a').first();
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(POST_PATH);
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('article h1')).toHaveText(title);
  // A client-side navigation, and the routes of the post's year came in their own chunk.
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  expect(groups).toContain(`routes-developers-blog-${href.split('/')[3]}`);
});

test("preloading a post's address in other letter case loads its year's routes, as React Router matches either case", async ({
  page,
}) => {
  const groups = recordRequested(page, ROUTE_GROUP);
  await gotoHydrated(page, '/developers/');
  await page.evaluate(() =>
    (
      window as unknown as {docusaurus: {preload: (path: string) => Promise<unknown>}}
    ).docusaurus.preload('/developers/BLOG/2024/02/27/Deprecate-Bind-Hass-and-Hass-Components'),
  );
  expect(groups).toContain('routes-developers-blog-2024');
});

test('an unknown address under a blog year gets the not-found page', async ({page}) => {
  const response = await page.goto('/developers/blog/2025/01/01/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(colourToggle(page)).toBeEnabled();
  await expect(page.locator('h1')).toHaveText('Page Not Found');
});
