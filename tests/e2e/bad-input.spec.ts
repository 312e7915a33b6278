import http from 'node:http';
import * as cheerio from 'cheerio';
import {expect, test, type Page} from '@playwright/test';
import {SITE_PORT, WRONG_BASE_PORT} from './ports';
import {colourToggle, gotoHydrated} from './helpers';

interface RawResponse {
  readonly status: number;
  readonly body: string;
}

/** A GET with the path sent exactly as written (no URL normalisation by the client). */
function rawGet(path: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {host: '127.0.0.1', port: SITE_PORT, path, method: 'GET'},
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({status: res.statusCode ?? 0, body}));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const NOT_FOUND = 'Page Not Found';

const hostilePaths: ReadonlyArray<readonly [string, string]> = [
  ['malformed percent-encoding', '/developers/docs/%E0%A4%A'],
  ['a lone percent sign', '/developers/%'],
  ['.. segments', '/developers/docs/../../../etc/passwd'],
  ['encoded .. segments', '/developers/docs/%2e%2e/%2e%2e/%2e%2e/etc/passwd'],
  ['a 5,000-character path', `/developers/docs/${'a'.repeat(5000)}`],
  ['a doubled base path', '/developers/developers/docs/core/entity/light'],
  ['a NUL byte', '/developers/docs/%00'],
];

for (const [name, path] of hostilePaths) {
  test(`${name} gets a 4xx not-found page, never a 5xx or a file outside the site`, async () => {
    const response = await rawGet(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toContain(NOT_FOUND);
    expect(response.body).not.toContain('root:');
  });
}

test('malformed percent-encoding shows a readable page in the browser', async ({page}) => {
  const response = await page.goto('/developers/docs/%E0%A4%A');
  expect(response?.status()).toBe(400);
  await expect(page.locator('h1')).toHaveText(NOT_FOUND);
  await expect(page.locator('.navbar')).toBeVisible();
  expect((await page.locator('main').innerText()).length).toBeGreaterThan(20);
});

test('unknown query parameters leave the page as it is', async ({page}) => {
  const response = await page.goto('/developers/docs/core/entity/light?utm_source=x&foo=%3Cb%3E');
  expect(response?.status()).toBe(200);
  await expect(page.locator('article h1')).toHaveText('灯光实体');
});

async function expectNoScriptRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as {pwned?: boolean}).pwned)).toBeUndefined();
  await expect(page.locator('article img[src="x"], article script:not([type])')).toHaveCount(0);
}

test('HTML and script in _highlight are highlighted as text, never run', async ({page}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const payloads = [
    '<img src=x onerror="window.pwned=true;alert(1)">',
    '<script>window.pwned=true</script>',
    '"><svg onload=alert(1)>',
    'javascript:alert(1)',
  ];
  const query = payloads.map((p) => `_highlight=${encodeURIComponent(p)}`).join('&');
  await gotoHydrated(page, `/developers/docs/core/entity/light?${query}&_highlight=light`);
  await expect(page.locator('article mark').first()).toBeVisible();
  await expectNoScriptRan(page);
  expect(dialogs).toEqual([]);
});

test('the site works when local storage throws (private mode, sandboxed iframe)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/developers/docs/core/entity/light');
  await expect(page.locator('article h1')).toHaveText('灯光实体');

  await colourToggle(page).click();
  await expect(colourToggle(page)).toHaveAccessibleName(/currently light mode/);
  await colourToggle(page).click();
  await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');

  const problems = messages.filter((m) => !m.startsWith('warning:'));
  expect(problems).toEqual([]);
  expect(messages.some((m) => m.includes('browser storage is not available'))).toBe(true);
});

test('with JavaScript disabled every doc and post is readable with its navigation', async ({
  browser,
  request,
}) => {
  const sitemap = await (await request.get('/developers/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? '').pathname)
    .filter((p) => /^\/developers\/(docs\/.+|blog\/\d{4}\/)/.test(p));
  expect(urls.length).toBeGreaterThan(450);
  // About 600 pages: read eight at a time, with time to spare when the machine is busy.
  test.setTimeout(120_000);
  const unreadable: string[] = [];
  const queue = [...urls];
  const read = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const $ = cheerio.load(await (await request.get(url)).text());
      const text = $('article').text().trim();
      const nav = url.includes('/docs/')
        ? $('nav.menu a[href^="/developers/docs/"]').length
        : $('nav[aria-label="Blog recent posts navigation"] a').length;
      if (text.length < 200 || nav === 0 || $('nav.navbar a').length === 0) unreadable.push(url);
    }
  };
  await Promise.all(Array.from({length: 8}, read));
  expect(unreadable.sort()).toEqual([]);

  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/developers/docs/core/entity');
  await expect(page.locator('article h1')).toBeVisible();
  await page.locator('nav.menu a[href="/developers/docs/core/entity/light"]').click();
  await expect(page).toHaveURL(/\/developers\/docs\/core\/entity\/light$/);
  await expect(page.locator('article h1')).toHaveText('灯光实体');
  await context.close();
});

test('a build with a wrong base URL shows the red banner with a suggestion', async ({page}) => {
  await page.goto(`http://127.0.0.1:${WRONG_BASE_PORT}/developers/`);
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Your Docusaurus site did not load properly');
  await expect(banner).toContainText('/wrong-base/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText(
    '/developers/',
  );
});
