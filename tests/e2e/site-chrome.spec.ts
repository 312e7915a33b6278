import {expect, test} from '@playwright/test';
import {AREAS} from '../../config/areas';
import {COPYRIGHT_YEAR} from '../../config/footer';
import {gotoHydrated, recordScripts} from './helpers';

const BASE = '/developers';

test('the Home Assistant dropdown holds the nine area links in order, misc has its own menu', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(`${BASE}/`);
  const dropdown = page.locator('.navbar__items .dropdown').filter({hasText: 'Home Assistant'});
  await dropdown.hover();
  const links = dropdown.locator('.dropdown__menu a');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href')),
  );
  expect(hrefs).toEqual([
    `${BASE}/docs/architecture_index`,
    `${BASE}/docs/development_index`,
    `${BASE}/docs/frontend`,
    `${BASE}/docs/supervisor`,
    `${BASE}/docs/add-ons`,
    `${BASE}/docs/operating-system`,
    `${BASE}/docs/voice/overview`,
    `${BASE}/docs/translations`,
    `${BASE}/docs/android`,
  ]);
  await expect(links).toHaveText(AREAS.filter((a) => a.inDropdown).map((a) => a.label));
  const misc = page.locator('.navbar__items > .dropdown').filter({hasText: '其他'});
  await expect(misc.locator('> a.navbar__link')).toHaveAttribute('href', `${BASE}/docs/misc`);
  await misc.hover();
  const miscLinks = misc.locator('.dropdown__menu a');
  await expect(miscLinks).toHaveText(['其他文档', '术语表']);
  expect(
    await miscLinks.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
  ).toEqual([`${BASE}/docs/misc`, `${BASE}/glossary`]);
});

test('every dropdown link opens its entry page', async ({page}) => {
  for (const area of AREAS) {
    const response = await page.goto(`${BASE}${area.to}`);
    expect(response?.status(), area.to).toBe(200);
    await expect(page.locator('article h1')).toHaveCount(1);
  }
});

test('the footer has three link columns and the 2025 copyright', async ({page}) => {
  await page.goto(`${BASE}/`);
  const footer = page.locator('footer.footer');
  await expect(footer).toHaveClass(/footer--dark/);
  await expect(footer.locator('.footer__title')).toHaveText([
    '更多 Home Assistant',
    '社交',
    '其他',
  ]);
  await expect(footer.locator('.footer__copyright')).toContainText(`Copyright © ${COPYRIGHT_YEAR}`);
  await expect(footer.locator('a[href="https://github.com/home-assistant"]')).toHaveCount(1);
});

test('the skip link is the first tab stop and the next tab stop is inside the main content', async ({
  page,
}) => {
  await gotoHydrated(page, `${BASE}/docs/development_index`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(
    () =>
      document.activeElement?.closest('main') !== null && document.activeElement !== document.body,
  );
  expect(inMain).toBe(true);
});

test('the logo links to the site root', async ({page}) => {
  await page.goto(`${BASE}/docs/development_index`);
  await expect(page.locator('a.navbar__brand')).toHaveAttribute('href', `${BASE}/`);
});

test('the mobile layout is used up to 996 px and the desktop navbar above it', async ({page}) => {
  await page.setViewportSize({width: 996, height: 800});
  // The menu button works once the app has hydrated; scripts load after the first paint. (The
  // colour toggle that gotoHydrated waits for is inside the closed menu at this width.)
  await page.goto(`${BASE}/docs/development_index`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
  const desktopDropdown = page.locator('.navbar__items .dropdown').first();
  await expect(hamburger).toBeVisible();
  await expect(desktopDropdown).toBeHidden();
  await hamburger.click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await page.setViewportSize({width: 997, height: 800});
  await expect(hamburger).toBeHidden();
  await expect(desktopDropdown).toBeVisible();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

test('pages are marked as Chinese and titled with the | delimiter', async ({page}) => {
  await page.goto(`${BASE}/docs/development_index`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle(/ \| Home Assistant 开发者文档$/);
});

test('the landing page links every area and shows the latest posts', async ({page}) => {
  await page.goto(`${BASE}/`);
  await expect(page.locator('h1')).toHaveText('Home Assistant 开发者文档');
  for (const area of AREAS) {
    await expect(page.locator(`main a[href="${BASE}${area.to}"]`).first()).toBeVisible();
  }
  const posts = page.locator('section[aria-labelledby="latest-posts-heading"] li a');
  expect(await posts.count()).toBeGreaterThan(0);
  const href = await posts.first().getAttribute('href');
  expect(href).toMatch(/^\/developers\/blog\/\d{4}\/\d{2}\/\d{2}\//);
  const response = await page.goto(href ?? '');
  expect(response?.status()).toBe(200);
});

test('a slow client-side navigation shows the progress bar until the page is there; a fast one none', async ({
  page,
}) => {
  // With data saver on, links are not prefetched, so the next page's scripts come on the click.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}});
  });
  await gotoHydrated(page, `${BASE}/docs/core/entity/light`);
  // Every script from now on (each contains the empty marker) is held back a second.
  const slowed = await recordScripts(page, '', 1_000);
  await page.locator('.navbar').getByRole('link', {name: '博客', exact: true}).click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  // The theme's colour, drawn across the top.
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  await expect(page.locator('article h2 a').first()).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
  expect(slowed.count).toBeGreaterThan(0);
  await page.unroute(/\/assets\/js\/.*\.js$/);

  // Back to a page whose scripts are here: no bar at all.
  await page.evaluate(() => {
    const seen = {bar: false};
    (window as unknown as {seen: typeof seen}).seen = seen;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) seen.bar = true;
    }).observe(document.body, {childList: true});
  });
  await page.goBack();
  await expect(page.locator('article h1')).toContainText('灯光');
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => (window as unknown as {seen: {bar: boolean}}).seen.bar)).toBe(
    false,
  );
});
