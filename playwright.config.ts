import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium.mjs';
import {
  SITE_PORT,
  VARIANT_BUILD_DIR,
  VARIANT_PORT,
  WRONG_BASE_BUILD_DIR,
  WRONG_BASE_PORT,
} from './tests/e2e/ports';

// Browser tests run in Debian's Chromium against the built site served by the project's nginx.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    browserName: 'chromium',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
    trace: 'off',
  },
  webServer: [
    {
      command: `node scripts/nginx.mjs --port ${SITE_PORT} --build build`,
      url: `http://127.0.0.1:${SITE_PORT}/developers/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: `node scripts/nginx.mjs --port ${VARIANT_PORT} --build ${VARIANT_BUILD_DIR}`,
      url: `http://127.0.0.1:${VARIANT_PORT}/developers/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: `node scripts/nginx.mjs --port ${WRONG_BASE_PORT} --build ${WRONG_BASE_BUILD_DIR}`,
      url: `http://127.0.0.1:${WRONG_BASE_PORT}/developers/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
  ],
});
