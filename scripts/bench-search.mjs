#!/usr/bin/env node
// Search benchmark: the evaluation set (search/eval.json) run through the built site's real
// search in Chromium, for the project's configuration (build/) and, in the same run, for the
// search plugin's default options on the same content (built here into .run/). Prints
// success@1, success@8, MRR@8 and the zero-result rate per configuration, each index file's
// raw and gzip size, the bytes a first search transfers, the time from Ctrl+K to the first
// suggestions with a cold cache, and p50/p95 query latency.
// The in-context and Everywhere columns are printed side by side, with the queries each misses.
// Usage: node scripts/bench-search.mjs [--skip-default-build] [--build DIR] [--only-project]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {startNginx} from './lib/nginx-server.mjs';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const {values} = parseArgs({
  options: {
    'skip-default-build': {type: 'boolean', default: false},
    // The project's build to measure (default build/), and whether to skip the defaults' run.
    build: {type: 'string', default: 'build'},
    'only-project': {type: 'boolean', default: false},
  },
});
const evalSet = JSON.parse(fs.readFileSync(path.join(root, 'search/eval.json'), 'utf8'));
const K = 8;

const configs = [
  {name: 'project', build: values.build, port: 8101},
  {name: 'plugin defaults', build: '.run/bench-search-default', port: 8102},
].slice(0, values['only-project'] ? 1 : 2);

if (!values['skip-default-build'] && !values['only-project']) {
  console.log('building the baseline with the plugin default options…');
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', configs[1].build], {
    cwd: root,
    env: {...process.env, SEARCH_PLUGIN_DEFAULTS: '1'},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.log(result.stdout.slice(-2000), result.stderr.slice(-2000));
    process.exit(1);
  }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

function indexSizes(buildDir) {
  return fs
    .readdirSync(path.join(root, buildDir))
    .filter((f) => /^search-index.*\.json$/.test(f))
    .map((file) => {
      const data = fs.readFileSync(path.join(root, buildDir, file));
      return {file, raw: data.length, gzip: zlib.gzipSync(data, {level: 9}).length};
    });
}

/**
 * Page path → search context of a build: the context keys come from the results page's context
 * list, the pages of each from the first document list (titles) of its index file.
 */
async function pageContexts(page, origin, buildDir) {
  await page.goto(`${origin}/developers/search`);
  const keys = await page
    .locator('select[name="search-context"] option')
    .evaluateAll((options) => options.map((o) => o.getAttribute('value') ?? '').filter(Boolean));
  const map = new Map();
  for (const key of keys) {
    const file = path.join(root, buildDir, `search-index-${key.replace(/\//g, '-')}.json`);
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const doc of data[0]?.documents ?? []) {
      map.set(decodeURIComponent(doc.u).replace(/\/$/, ''), key);
    }
  }
  return map;
}

const servers = await Promise.all(configs.map(({build, port}) => startNginx({build, port})));
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});

/** Ctrl+K on a freshly loaded page, a query typed, first suggestion: time and bytes fetched. */
async function firstSearch(page, origin, pagePath, query) {
  const responses = [];
  let started = false;
  page.on('response', (r) => {
    if (started || /search-index.*\.json/.test(r.url())) responses.push(r);
  });
  await page.goto(`${origin}${pagePath}`);
  // Keyboard handlers are attached once React has hydrated: the colour toggle is enabled then.
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await toggle.waitFor();
  for (let i = 0; i < 100 && !(await toggle.isEnabled()); i += 1) await page.waitForTimeout(100);
  // Idle prefetching of linked pages is not the search's.
  await page.waitForTimeout(1500);
  responses.length = 0;
  started = true;
  const t0 = Date.now();
  await page.keyboard.press('Control+k');
  const searchBox = page.locator('input.navbar__search-input');
  const focused = () => searchBox.evaluate((el) => el === document.activeElement);
  for (let i = 0; i < 20 && !(await focused()); i += 1) await page.waitForTimeout(100);
  if (!(await focused())) await searchBox.click();
  await searchBox.pressSequentially(query);
  await page
    .locator('.navbar__search [role="option"], .navbar__search :text("No results")')
    .first()
    .waitFor({timeout: 60_000});
  const ms = Date.now() - t0;
  started = false;
  let indexBytes = 0;
  let allBytes = 0;
  for (const r of responses) {
    const size = (await r.request().sizes()).responseBodySize;
    allBytes += size;
    if (/search-index.*\.json/.test(r.url())) indexBytes += size;
  }
  const first = await page
    .locator('.navbar__search [role="option"]')
    .first()
    .textContent()
    .catch(() => '');
  return {ms, indexBytes, allBytes, first};
}

/** Result page paths for a query, in rank order, read from the search results page. */
async function results(page, query) {
  const input = page.locator('input[type="search"]');
  // Empty the box first so that the next result list cannot be mistaken for the previous one.
  await input.fill('');
  await page.waitForFunction(() => document.querySelectorAll('article').length === 0, null, {
    timeout: 15_000,
  });
  await input.fill(query);
  await page.waitForFunction(
    (q) => {
      const heading = document.querySelector('h1')?.textContent ?? '';
      if (!heading.includes(q)) return false;
      const text = document.body.innerText;
      if (/No documents were found/.test(text)) return true;
      const count = /(\d+) documents? found/.exec(text);
      const articles = document.querySelectorAll('article').length;
      return count !== null && articles > 0 && articles === Number(count[1]);
    },
    query,
    {timeout: 15_000},
  );
  await page.waitForTimeout(50);
  const hrefs = await page
    .locator('article[class*="searchResultItem"] h2 a, article[class*="searchResultItem"] a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const pages = [];
  for (const href of hrefs) {
    const url = new URL(href, 'http://x');
    const p = decodeURIComponent(url.pathname).replace(/\/$/, '') || '/';
    if (!pages.includes(p)) pages.push(p);
  }
  return pages;
}

try {
  for (const config of configs) {
    const origin = `http://127.0.0.1:${config.port}`;
    // Cold first search: Ctrl+K, type, first suggestion; bytes of the index files fetched, and of
    // everything the search fetched (index, bar and worker scripts), from a docs page and from
    // the landing page (which searches the root index).
    const context = await browser.newContext({viewport: {width: 1280, height: 900}});
    const page = await context.newPage();
    const cold = await firstSearch(page, origin, '/developers/docs/development_index', '配置流程');
    const coldMs = cold.ms;
    const firstSearchBytes = cold.indexBytes;
    const landingContext = await browser.newContext({viewport: {width: 1280, height: 900}});
    const landing = await firstSearch(
      await landingContext.newPage(),
      origin,
      '/developers/',
      'config flow',
    );
    await landingContext.close();

    // Dropdown latency per query, index already loaded.
    const latencies = [];
    for (const {q} of evalSet.slice(0, 60)) {
      const start = Date.now();
      await page.locator('input.navbar__search-input').fill(q);
      await page
        .locator('.navbar__search [role="option"], .navbar__search :text("No results")')
        .first()
        .waitFor({timeout: 15_000})
        .catch(() => {});
      latencies.push(Date.now() - start);
    }

    // Quality over the whole set on the results page. With contexts, each query is asked twice:
    // in the context of the page that answers it (a reader in that area), and "Everywhere".
    const contextOf = await pageContexts(page, origin, config.build);
    const modes = contextOf.size > 0 ? ['in context', 'everywhere'] : ['single index'];
    const quality = [];
    for (const mode of modes) {
      let s1 = 0;
      let s8 = 0;
      let mrr = 0;
      let zero = 0;
      const misses = [];
      const byKind = {};
      let currentCtx = null;
      for (const item of evalSet) {
        const expected = item.expect.map((e) => decodeURIComponent(e).replace(/\/$/, ''));
        const ctx = mode === 'in context' ? (contextOf.get(expected[0]) ?? '') : '';
        if (ctx !== currentCtx) {
          await page.goto(
            `${origin}/developers/search${ctx ? `?ctx=${encodeURIComponent(ctx)}` : ''}`,
          );
          currentCtx = ctx;
        }
        const found = await results(page, item.q);
        const rank = found.slice(0, K).findIndex((p) => expected.includes(p));
        if (found.length === 0) zero += 1;
        if (rank === 0) s1 += 1;
        const kind = (byKind[item.kind] ??= {n: 0, s8: 0});
        kind.n += 1;
        if (rank >= 0) {
          s8 += 1;
          kind.s8 += 1;
          mrr += 1 / (rank + 1);
        } else {
          misses.push(`${item.q} → ${found.slice(0, 3).join(', ') || '(none)'}`);
        }
      }
      quality.push({mode, s1, s8, mrr, zero, misses, byKind});
    }
    const n = evalSet.length;
    const sizes = indexSizes(config.build);
    console.log(`\n== ${config.name}`);
    // One column per mode, side by side.
    const cell = (text) => String(text).padEnd(16);
    console.log(`queries ${n}`.padEnd(25) + quality.map((q) => cell(q.mode)).join(''));
    const rows = [
      ['success@1', (q) => (q.s1 / n).toFixed(3)],
      ['success@8', (q) => (q.s8 / n).toFixed(3)],
      ['MRR@8', (q) => (q.mrr / n).toFixed(3)],
      ['zero-result rate', (q) => (q.zero / n).toFixed(3)],
      ...Object.keys(quality[0]?.byKind ?? {}).map((kind) => [
        `  success@8 ${kind}`,
        (q) => `${q.byKind[kind]?.s8 ?? 0}/${q.byKind[kind]?.n ?? 0}`,
      ]),
    ];
    for (const [label, value] of rows) {
      console.log(label.padEnd(25) + quality.map((q) => cell(value(q))).join(''));
    }
    console.log(
      `cold Ctrl+K to first suggestions ${coldMs} ms; first search transferred ${kib(firstSearchBytes)}; ` +
        `query latency p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms`,
    );
    console.log(
      `landing page, first search ("config flow"): index ${kib(landing.indexBytes)}, ` +
        `all search requests ${kib(landing.allBytes)}, ${landing.ms} ms; first suggestion: ${landing.first}`,
    );
    for (const s of sizes) console.log(`index ${s.file}: ${kib(s.raw)} raw, ${kib(s.gzip)} gzip`);
    const largest = Math.max(...sizes.map((s) => s.gzip));
    console.log(`largest index ${kib(largest)} gzip (${largest} bytes)`);
    for (const {mode, misses} of quality) {
      console.log(`misses ${mode} (${misses.length}):`);
      for (const miss of misses) console.log(`  ${miss}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill('SIGTERM');
}
