import {expect, test} from '@playwright/test';
import {VARIANT_ANNOUNCEMENT_ID, VARIANT_PORT} from './ports';
import {gotoHydrated} from './helpers';

const ORIGIN = `http://127.0.0.1:${VARIANT_PORT}`;
const PAGE = `${ORIGIN}/developers/docs/development_index`;

test('the production build has no announcement bar', async ({page}) => {
  await page.goto('/developers/docs/development_index');
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test('a configured announcement can be dismissed, stays dismissed, returns on a new id', async ({
  page,
}) => {
  await gotoHydrated(page, PAGE);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);

  await page.reload();
  await expect(page.locator('.navbar')).toBeVisible();
  await expect(bar).toHaveCount(0);

  // The visitor dismissed an earlier announcement; the site now carries a new id.
  await page.evaluate(() => {
    window.localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
    window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.reload();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('测试公告');
  expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.id'))).toBe(
    VARIANT_ANNOUNCEMENT_ID,
  );
});
