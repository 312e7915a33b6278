#!/usr/bin/env node
// First-load weight of three pages, computed from the build output (no browser, no timing):
// the page's HTML and the scripts and stylesheets its HTML makes the browser load before the
// page is interactive, each counted at its brotli size as nginx serves it (the `.br` file
// beside it). Prints the numbers and exits 1 when a page is over its budget, so a lost saving
// fails the test command. `--json` prints them as JSON instead (`scripts/bench-pages.mjs`).
// Usage: node scripts/page-weight.mjs [--build build] [--json] [--no-budgets]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import * as cheerio from 'cheerio';

const {values} = parseArgs({
  options: {
    build: {type: 'string', default: 'build'},
    json: {type: 'boolean', default: false},
    'no-budgets': {type: 'boolean', default: false},
  },
});

const BASE = '/developers/';
/**
 * Pages and their budgets: about 2–3% above the bytes of the build they were set on (issue 27:
 * 127.8, 158.2 and 166.5 KiB; with the reader features and the page sources under and after each
 * doc's text, 128.2, 162.8 and 168.7 KiB), and its script counts.
 */
export const PAGES = [
  {name: 'landing', url: '/developers/', bytes: 132 * 1024, scripts: 5},
  {name: 'docs page', url: '/developers/docs/core/entity/light', bytes: 166 * 1024, scripts: 8},
  {
    name: 'blog post',
    url: '/developers/blog/2025/05/26/sensor-default-display-precision',
    bytes: 171 * 1024,
    scripts: 12,
  },
];

/** The build file a site URL is served from. */
function fileOf(build, url) {
  const rel = decodeURIComponent(url.slice(BASE.length)).replace(/\/$/, '/index');
  for (const candidate of [`${rel}.html`, path.join(rel, 'index.html')]) {
    const file = path.join(build, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  throw new Error(`page-weight: no file in ${build} for ${url}`);
}

/** Brotli size as served: the precompressed `.br` file, else the file compressed here. */
function brotliSize(file) {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(file)).length;
}

/**
 * The scripts and stylesheets a page's HTML loads before it is interactive: `<script src>`
 * (Docusaurus' own template), the list the speed layer's template loads after the first paint
 * (`#__app-scripts`), preloaded scripts, stylesheets. Prefetches (for the next page) are not.
 */
export function firstLoadAssets(html) {
  const $ = cheerio.load(html);
  const scripts = new Set();
  $('script[src]').each((_, el) => void scripts.add($(el).attr('src')));
  $('link[rel="preload"][as="script"], link[rel="modulepreload"]').each(
    (_, el) => void scripts.add($(el).attr('href')),
  );
  const list = $('#__app-scripts').text();
  if (list) for (const src of JSON.parse(list)) scripts.add(src);
  const styles = new Set();
  $('link[rel="stylesheet"]').each((_, el) => void styles.add($(el).attr('href')));
  return {scripts: [...scripts], styles: [...styles]};
}

/** First-load weight of one page of a build. */
export function pageWeight(build, url) {
  const htmlFile = fileOf(build, url);
  const {scripts, styles} = firstLoadAssets(fs.readFileSync(htmlFile, 'utf8'));
  const local = (src) => {
    if (!src.startsWith(BASE)) return null; // another origin (an analytics script)
    return path.join(build, src.slice(BASE.length).split(/[?#]/)[0]);
  };
  const size = (list) =>
    list.reduce((sum, src) => {
      const file = local(src);
      return file === null ? sum : sum + brotliSize(file);
    }, 0);
  const html = brotliSize(htmlFile);
  const script = size(scripts);
  const css = size(styles);
  return {html, scripts: script, css, total: html + script + css, scriptCount: scripts.length};
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const results = PAGES.map((page) => ({...page, weight: pageWeight(values.build, page.url)}));
  if (values.json) {
    console.log(JSON.stringify(results.map(({name, url, weight}) => ({name, url, ...weight}))));
    process.exit(0);
  }
  const failures = [];
  for (const {name, bytes, scripts, weight} of results) {
    console.log(
      `${name.padEnd(10)} first load ${kib(weight.total)} (HTML ${kib(weight.html)}, ` +
        `scripts ${kib(weight.scripts)} in ${weight.scriptCount}, CSS ${kib(weight.css)}) ` +
        `| budget ${kib(bytes)}, ${scripts} scripts`,
    );
    if (weight.total > bytes) failures.push(`${name}: ${kib(weight.total)} over ${kib(bytes)}`);
    if (weight.scriptCount > scripts) {
      failures.push(`${name}: ${weight.scriptCount} scripts, budget ${scripts}`);
    }
  }
  if (values['no-budgets']) process.exit(0);
  console.log(failures.length ? `budgets missed:\n  ${failures.join('\n  ')}` : 'all budgets met');
  process.exit(failures.length ? 1 : 0);
}
