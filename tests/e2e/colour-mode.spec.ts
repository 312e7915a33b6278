import {expect, test, type Page} from '@playwright/test';
import {colourToggle, gotoHydrated, recordRequested} from './helpers';

const PAGE = '/developers/docs/development_index';

const toggle = colourToggle;

const dataTheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));

const storedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

test('the toggle cycles system, light, dark and back to system, storing the choice', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(PAGE);
  await expect(toggle(page)).toBeEnabled();
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  expect(await storedTheme(page)).toBeNull();

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  expect(await storedTheme(page)).toBe('light');
  expect(await dataTheme(page)).toBe('light');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  expect(await storedTheme(page)).toBe('dark');
  expect(await dataTheme(page)).toBe('dark');

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  expect(await storedTheme(page)).toBeNull();
  expect(await dataTheme(page)).toBe('light');
});

test('the page attribute is only ever light or dark', async ({page}) => {
  await page.goto(PAGE);
  const seen = new Set<string | null>();
  for (let i = 0; i < 6; i += 1) {
    seen.add(await dataTheme(page));
    await toggle(page).click();
  }
  seen.add(await dataTheme(page));
  expect([...seen].sort()).toEqual(['dark', 'light']);
});

test('with system chosen the page follows the preference and reacts to a change', async ({
  page,
}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, PAGE);
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  await expect.poll(() => dataTheme(page)).toBe('dark');

  await page.emulateMedia({colorScheme: 'light'});
  await expect.poll(() => dataTheme(page)).toBe('light');
  await page.emulateMedia({colorScheme: 'dark'});
  await expect.poll(() => dataTheme(page)).toBe('dark');
});

test('a stored choice wins over the system preference after reload', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto(PAGE);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  await page.reload();
  expect(await dataTheme(page)).toBe('light');
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
});

test('a change in one tab reaches another tab', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.emulateMedia({colorScheme: 'light'});
  await second.emulateMedia({colorScheme: 'light'});
  await first.goto(PAGE);
  await second.goto(PAGE);
  await expect(toggle(second)).toHaveAccessibleName(/currently system mode/);

  await toggle(first).click();
  await toggle(first).click();
  await expect(toggle(first)).toHaveAccessibleName(/currently dark mode/);
  await expect.poll(() => dataTheme(second)).toBe('dark');
  await expect(toggle(second)).toHaveAccessibleName(/currently dark mode/);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a page in ${scheme} mode fetches only that mode's logo`, async ({page}) => {
    await page.emulateMedia({colorScheme: scheme});
    const logos = recordRequested(page, /\/img\/(logo(?:-dark)?\.svg)$/);
    await gotoHydrated(page, '/developers/docs/core/entity/light');
    await expect(page.locator('.navbar__logo img:visible')).toHaveJSProperty('complete', true);
    expect([...new Set(logos)]).toEqual([scheme === 'light' ? 'logo.svg' : 'logo-dark.svg']);
  });
}

test('the toggle shows one 24 px icon, the shape of the current choice', async ({page}) => {
  await gotoHydrated(page, PAGE);
  const shapes: string[] = [];
  for (const choice of ['system', 'light', 'dark']) {
    await expect(toggle(page)).toHaveAccessibleName(new RegExp(`currently ${choice} mode`));
    const visible = toggle(page).locator('svg:visible');
    await expect(visible).toHaveCount(1);
    expect(await visible.boundingBox()).toMatchObject({width: 24, height: 24});
    // The shape is a mask painted in the button's text colour.
    const {mask, background, color} = await visible.evaluate((icon) => {
      const style = getComputedStyle(icon);
      return {mask: style.maskImage, background: style.backgroundColor, color: style.color};
    });
    expect(mask).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(background).toBe(color);
    shapes.push(mask);
    await toggle(page).click();
  }
  expect(new Set(shapes).size).toBe(3);
});
