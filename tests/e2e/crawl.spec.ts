import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {colourToggle} from './helpers';

// Every URL of the sitemap, served by nginx, opened in Chromium: status 200, hydration, no
// console error or warning, no failed request, a "… | site" title, one <h1>, images with alt.
const SHARDS = 12;
const sitemap = fs.readFileSync(path.join(__dirname, '../../build/sitemap.xml'), 'utf8');
const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);

interface PageReport {
  readonly problems: string[];
}

async function visit(page: Page, url: string): Promise<PageReport> {
  const problems: string[] = [];
  const onConsole = (message: {type(): string; text(): string}) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text().slice(0, 200)}`);
    }
  };
  // A prefetch cut short by the next navigation reports ERR_ABORTED: that is not a failure.
  const onFailed = (request: {url(): string; failure(): {errorText: string} | null}) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.url()} (${reason})`);
  };
  const onResponse = (response: {url(): string; status(): number}) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    const response = await page.goto(url, {waitUntil: 'load'});
    if (response?.status() !== 200) problems.push(`status ${response?.status()}`);
    await expect(colourToggle(page)).toBeEnabled({timeout: 10_000});
    // The head manager sets the title from the components rendered so far, so while React
    // hydrates in slices the tab may show the bare site title for a frame; the page's title
    // must be there once hydration is done.
    await expect(page)
      .toHaveTitle(/ \| Home Assistant 开发者文档$/, {timeout: 3_000})
      .catch(async () => problems.push(`title "${await page.title()}"`));
    const h1 = await page.locator('h1').count();
    if (h1 !== 1) problems.push(`${h1} <h1> elements`);
    const noAlt = await page.locator('img:not([alt])').count();
    if (noAlt > 0) problems.push(`${noAlt} images without alt`);
  } catch (error) {
    problems.push(String(error).slice(0, 200));
  } finally {
    page.off('console', onConsole);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
  return {problems};
}

test('the sitemap lists the site', () => {
  expect(urls.length).toBeGreaterThan(300);
  expect(urls).toContain('/developers/glossary');
});

for (let shard = 0; shard < SHARDS; shard += 1) {
  const mine = urls.filter((_, index) => index % SHARDS === shard);
  test(`crawl shard ${shard + 1}/${SHARDS} (${mine.length} URLs)`, async ({page}) => {
    test.setTimeout(mine.length * 5_000 + 30_000);
    const failures: string[] = [];
    for (const url of mine) {
      const {problems} = await visit(page, url);
      for (const problem of problems) failures.push(`${url}: ${problem}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
