import {expect, type Page} from '@playwright/test';

/** The colour-mode toggle, disabled until the client has hydrated the page. */
export const colourToggle = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

/** Opens a page and waits until React has hydrated it (keyboard handlers are attached then). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(colourToggle(page)).toBeEnabled();
}
