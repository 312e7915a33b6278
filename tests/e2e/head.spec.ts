import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './helpers';

// The browser's head (react-helmet-async): after hydration and after client-side navigation
// the head must be what the server writes for the same address.

interface Head {
  title: string;
  html: Record<string, string>;
  body: string;
  tags: string[];
}

/**
 * The managed part of a head, in an order-free form: of the page itself, or of the HTML `source`
 * (runs in the page).
 */
function readHead(source: string | null): Head {
  const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
  const attributes = (element: Element) =>
    Object.fromEntries(
      Array.from(element.attributes)
        .filter((attribute) => attribute.name !== 'data-rh')
        .map((attribute) => [attribute.name, attribute.value]),
    );
  const html = attributes(doc.documentElement);
  // Set by the colour-mode and announcement-bar scripts and by hydration, not by a page's <Head>.
  for (const name of Object.keys(html)) {
    if (/^data-(theme|announcement|has-hydrated)/.test(name)) delete html[name];
  }
  // The build's HTML minifier sorts the keys of JSON-LD; compare its data, not its spelling.
  const sortKeys = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortKeys)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([key, entry]) => [key, sortKeys(entry)]),
          )
        : value;
  const text = (element: Element) =>
    element.getAttribute('type') === 'application/ld+json'
      ? JSON.stringify(sortKeys(JSON.parse(element.textContent ?? 'null')))
      : (element.textContent ?? '');
  return {
    title: doc.title,
    html,
    body: doc.body.className,
    tags: Array.from(doc.head.querySelectorAll('[data-rh]:not(title)'))
      .map((element) => {
        const sorted = Object.entries(attributes(element)).sort(([a], [b]) => a.localeCompare(b));
        return `<${element.localName} ${JSON.stringify(sorted)}>${text(element)}`;
      })
      .sort(),
  };
}

/** The head of the server's HTML for the page's current address. */
async function serverHead(page: Page): Promise<Head> {
  const html = await (await page.request.get(page.url())).text();
  return page.evaluate(readHead, html);
}

const browserHead = (page: Page): Promise<Head> => page.evaluate(readHead, null);

/**
 * A head without the body's class: the theme's keyboard-focus class is on in the server's HTML
 * (outlines without JavaScript), and the click that navigated took it off.
 */
const withoutBody = (head: Head): Omit<Head, 'body'> => ({
  title: head.title,
  html: head.html,
  tags: head.tags,
});

test('after hydration the title is the page title, and the head stays the server one', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const titles: string[] = [];
    (window as unknown as {titles: string[]}).titles = titles;
    document.addEventListener('DOMContentLoaded', () => {
      titles.push(document.title);
      new MutationObserver(() => {
        if (document.title !== titles.at(-1)) titles.push(document.title);
      }).observe(document.head, {subtree: true, childList: true, characterData: true});
    });
  });
  // Slow the scripts down so that hydration spans many frames, as on a phone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
  await gotoHydrated(page, '/developers/docs/core/entity/light');
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const titles = await page.evaluate(() => (window as unknown as {titles: string[]}).titles);
  // react-helmet-async (as Docusaurus ships it) may show the site's title for one commit while
  // the page hydrates; the browser head manager that prevented that was removed in issue 27
  // (3.4 KiB for a fork of head merging). The page's own title is first and last.
  const own = await page.title();
  expect(own).toMatch(/^灯光.* \| Home Assistant 开发者文档$/);
  expect(titles[0]).toBe(own);
  expect(titles.at(-1)).toBe(own);
  for (const title of titles) expect([own, 'Home Assistant 开发者文档']).toContain(title);
  expect(await browserHead(page)).toEqual(await serverHead(page));
});

test('after client-side navigation the head is what the server writes for the new address', async ({
  page,
}) => {
  await gotoHydrated(page, '/developers/docs/core/entity/light');
  await page.evaluate(() => {
    (window as unknown as {stayed: boolean}).stayed = true;
  });
  const stayed = () => page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed);

  await page.locator('.navbar').getByRole('link', {name: '博客', exact: true}).click();
  await expect(page).toHaveURL(/\/developers\/blog$/);
  await expect(page.locator('article h2 a').first()).toBeVisible();
  await expect
    .poll(async () => withoutBody(await browserHead(page)))
    .toEqual(withoutBody(await serverHead(page)));

  const post = page.locator('article h2 a').first();
  const title = (await post.textContent()) ?? '';
  await post.click();
  await expect(page.locator('article h1')).toHaveText(title);
  const expected = await serverHead(page);
  await expect
    .poll(async () => withoutBody(await browserHead(page)))
    .toEqual(withoutBody(expected));
  // A post carries its structured data; the blog list's is gone.
  expect(expected.tags.filter((tag) => tag.startsWith('<script')).length).toBe(1);
  expect(expected.tags.find((tag) => tag.startsWith('<script'))).toContain('BlogPosting');
  expect(await page.title()).toBe(`${title} | Home Assistant 开发者文档`);
  expect(await stayed()).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/developers\/blog$/);
  await expect
    .poll(async () => withoutBody(await browserHead(page)))
    .toEqual(withoutBody(await serverHead(page)));
  expect(await stayed()).toBe(true);
});
