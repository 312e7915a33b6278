import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, recordScripts} from './helpers';

const PAGE = '/developers/docs/core/entity/light';
const OTHER_PAGE = '/developers/docs/core/entity/sensor';

/** Script responses carrying Prism's grammars (the bash grammar names this variable). */
const recordPrism = (page: Page) => recordScripts(page, 'BASH_ALIASES');

/** Colour of the first keyword token and background of the first code block. */
const colours = (page: Page) =>
  page.evaluate(() => {
    const colour = (selector: string, property: 'backgroundColor' | 'color') => {
      const element = document.querySelector(selector);
      return element === null ? null : getComputedStyle(element)[property];
    };
    return {
      background: colour('pre.prism-code', 'backgroundColor'),
      keyword: colour('pre.prism-code .token.keyword', 'color'),
    };
  });

test('a docs page keeps the highlighted code the server sent and loads no Prism', async ({
  page,
}) => {
  const prism = await recordPrism(page);
  await page.emulateMedia({colorScheme: 'light'});
  // Mark the server's code elements before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('pre.prism-code code').forEach((code) => {
        code.setAttribute('data-from-server', '');
      });
    });
  });
  await gotoHydrated(page, PAGE);
  await page.waitForLoadState('networkidle');
  const blocks = page.locator('pre.prism-code code');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(1);
  // Same elements as the server's, still tokenised.
  await expect(page.locator('pre.prism-code code[data-from-server]')).toHaveCount(count);
  expect(await page.locator('pre.prism-code code .token.keyword').count()).toBeGreaterThan(0);
  expect(prism.count).toBe(0);

  // The block's buttons still work on the kept lines (narrow screen: the lines overflow).
  await page.setViewportSize({width: 390, height: 844});
  const firstBlock = page.locator('.theme-code-block').first();
  await firstBlock.hover();
  const wrap = firstBlock.getByRole('button', {name: 'Toggle word wrap'});
  await wrap.click();
  await expect(firstBlock.locator('code')).toHaveAttribute('style', /white-space: pre-wrap/);
});

test('code reached by a client-side navigation is highlighted in the browser', async ({page}) => {
  const prism = await recordPrism(page);
  await gotoHydrated(page, PAGE);
  await page.locator(`nav.menu a[href="${OTHER_PAGE}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${OTHER_PAGE}$`));
  await expect(page.locator('pre.prism-code code .token').first()).toBeVisible();
  // Counted when the response body has been read, which may finish after the paint.
  await expect.poll(() => prism.count).toBe(1);
});

test('in dark mode code blocks take the dark theme colours', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, PAGE);
  const light = await colours(page);
  // GitHub theme (light): background #F6F8FA, keywords #00009F.
  expect(light).toEqual({background: 'rgb(246, 248, 250)', keyword: 'rgb(0, 0, 159)'});

  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, PAGE);
  // Dracula (dark): background #282A36, keywords #BD93F9.
  await expect
    .poll(() => colours(page))
    .toEqual({background: 'rgb(40, 42, 54)', keyword: 'rgb(189, 147, 249)'});
});
