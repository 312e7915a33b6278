import {expect, type Page} from '@playwright/test';

/** The colour-mode toggle, disabled until the client has hydrated the page. */
export const colourToggle = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

/** Opens a page and waits until React has hydrated it (keyboard handlers are attached then). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(colourToggle(page)).toBeEnabled();
}

/**
 * Counts the page's script responses whose body contains `marker` (counted before the page
 * receives them), holding each of those back `delayMs` first.
 */
export async function recordScripts(
  page: Page,
  marker: string,
  delayMs = 0,
): Promise<{count: number}> {
  const seen = {count: 0};
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) {
        seen.count += 1;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      await route.fulfill({response, body});
    } catch {
      // The test ended (page closed) while this script, a prefetch, was still in flight.
    }
  });
  return seen;
}

/**
 * What the page requests from now on, as the first group of `pattern` matched against each
 * request's path (requests that do not match are left out).
 */
export function recordRequested(page: Page, pattern: RegExp): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = pattern.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.push(match[1]);
  });
  return names;
}
