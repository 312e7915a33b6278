import {expect, test} from '@playwright/test';
import {gotoHydrated} from './helpers';

const PAGE = '/developers/docs/core/entity/light';

test('an unknown path gets status 404 and the not-found page', async ({page}) => {
  const response = await page.goto('/developers/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.locator('.navbar')).toBeVisible();
});

test('a path outside the base path also gets the not-found page', async ({request}) => {
  const response = await request.get('/elsewhere/page', {maxRedirects: 0});
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
});

for (const suffix of ['.html', '/index.html']) {
  test(`${suffix} reaches the same page as the clean URL`, async ({page}) => {
    await page.goto(PAGE);
    const title = await page.locator('article h1').textContent();
    const response = await page.goto(`${PAGE}${suffix}?_highlight=light`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(PAGE);
    expect(new URL(page.url()).searchParams.get('_highlight')).toBe('light');
    await expect(page.locator('article h1')).toHaveText(title ?? '');
  });
}

test('redirects are permanent and the root leads to the base path', async ({request}) => {
  const html = await request.get(`${PAGE}.html`, {maxRedirects: 0});
  expect(html.status()).toBe(301);
  expect(html.headers()['location']).toBe(PAGE);
  const root = await request.get('/', {maxRedirects: 0});
  expect(root.status()).toBe(301);
  expect(root.headers()['location']).toBe('/developers/');
});

test('text is served compressed and hashed assets are cached for a year', async ({
  page,
  request,
}) => {
  const html = await request.get(PAGE, {headers: {'Accept-Encoding': 'gzip'}});
  expect(html.headers()['content-encoding']).toBe('gzip');
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['x-content-type-options']).toBe('nosniff');

  await page.goto(PAGE);
  // The app's main script: chunk scripts the app adds later can be under the 512-byte floor
  // below which the build keeps no compressed copy.
  const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  const asset = await request.get(script ?? '', {headers: {'Accept-Encoding': 'br'}});
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('document headers go with pages; files that can run get a short policy, scripts and styles none', async ({
  page,
  request,
}) => {
  const html = await request.get(PAGE);
  expect(html.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(html.headers()['x-frame-options']).toBe('DENY');
  expect(html.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(html.headers()['permissions-policy']).toContain('camera=()');

  // A revalidated page (304, which has no content type) keeps its policy: the browser stores
  // the headers of a 304 with the cached page, and the short one would block its inline scripts.
  const etag = html.headers()['etag'] ?? '';
  const revalidated = await request.get(PAGE, {headers: {'If-None-Match': etag}});
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);

  await gotoHydrated(page, PAGE);
  const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  const style = await page.locator('link[rel="stylesheet"]').getAttribute('href');
  // The search worker's script runs under the policy its own response carries.
  const worker = page.waitForRequest(/\/assets\/js\/search-worker\.[0-9a-f]+\.js$/);
  await page.keyboard.press('Control+k');
  await expect(page.locator('input.navbar__search-input')).toBeFocused();
  await page.keyboard.type('实体');
  const workerUrl = new URL((await worker).url()).pathname;
  for (const url of [workerUrl, '/developers/img/logo.svg', '/developers/sitemap.xml']) {
    const headers = (await request.get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['content-security-policy'], url).toBe(
      "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
    );
    expect(headers['permissions-policy'], url).toBeUndefined();
    expect(headers['x-frame-options'], url).toBeUndefined();
  }
  // Other scripts and styles: nosniff only (a policy on them is never applied), and, hashed
  // and never revalidated, no validators or range support.
  for (const url of [script ?? '', style ?? '']) {
    const headers = (await request.get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['content-security-policy'], url).toBeUndefined();
    expect(headers['etag'], url).toBeUndefined();
    expect(headers['last-modified'], url).toBeUndefined();
    expect(headers['accept-ranges'], url).toBeUndefined();
    expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
  }
  // A missing asset is still the not-found page with status 404.
  const missing = await request.get('/developers/assets/js/missing.0000.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
});

test('scripts are served as UTF-8 and carry the page text', async ({page, request}) => {
  await gotoHydrated(page, PAGE);
  await expect(page.locator('article h1')).toHaveText('灯光实体');
  const scripts = JSON.parse(
    (await page.locator('script#__app-scripts').textContent()) ?? '[]',
  ) as string[];
  expect(scripts.length).toBeGreaterThan(2);
  let withTitle = 0;
  for (const url of scripts) {
    const response = await request.get(url);
    expect(response.headers()['content-type'], url).toBe('application/javascript; charset=utf-8');
    const text = await response.text();
    // The minifier writes each non-ASCII character as an escape (灯 = \u706F).
    if (/灯光实体|\\u706f\\u5149\\u5b9e\\u4f53/i.test(text)) withTitle += 1;
  }
  // The page's content chunk has its title in its metadata.
  expect(withTitle).toBeGreaterThan(0);
});
