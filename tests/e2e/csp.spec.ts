import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './helpers';
import {VARIANT_PORT} from './ports';

// Pages that exercise every kind of script the site runs: the landing page, a page with
// Mermaid diagrams, search (its web worker and index), a blog post, the not-found page, and
// the announcement bar's inline script (variant build).
const PAGES = [
  '/developers/',
  '/developers/docs/architecture/core',
  '/developers/docs/core/integration-quality-scale/checklist',
  '/developers/blog/2018/05/22/custom-ui-panels-api',
  '/developers/search?q=sensor',
];

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('the Content-Security-Policy header is strict: no unsafe-eval, no framing', async ({
  request,
}) => {
  const response = await request.get('/developers/docs/core/entity/light');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response.headers()['permissions-policy']).toContain('camera=()');
});

test('no page logs a CSP violation, searching included', async ({page}) => {
  const violations = await watchViolations(page);
  for (const url of PAGES) {
    await gotoHydrated(page, url);
    // Diagrams are drawn when they come near the viewport.
    const diagrams = page.locator('.mermaid-slot');
    if ((await diagrams.count()) > 0) {
      await diagrams.last().scrollIntoViewIfNeeded();
      await expect(page.locator('.docusaurus-mermaid-container svg').last()).toBeVisible();
    }
  }
  await page.setViewportSize({width: 1280, height: 900});
  await gotoHydrated(page, '/developers/docs/development_index');
  await page.keyboard.press('Control+k');
  await page.locator('input.navbar__search-input').fill('实体');
  await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible();
  await page.goto('/developers/no/such/page');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  expect(violations).toEqual([]);
});

test('the announcement bar script of a configured build is allowed by its policy', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await gotoHydrated(page, `http://127.0.0.1:${VARIANT_PORT}/developers/docs/development_index`);
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  expect(violations).toEqual([]);
});
