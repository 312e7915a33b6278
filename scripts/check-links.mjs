#!/usr/bin/env node
// Link and anchor integrity over a built site: every internal link and #anchor in every HTML
// page, and every document URL and heading anchor in the search indexes (the targets of search
// suggestions and their `_highlight` links), must resolve the way nginx serves the site.
// External links are counted per host, not fetched.
// Usage: node scripts/check-links.mjs [buildDir]   Exits 1 on any broken link or anchor.
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {walkFiles} from './lib/files.mjs';

const BASE = '/developers/';
const buildDir = path.resolve(process.argv[2] ?? 'build');

/** The URL path nginx serves a built HTML file at. */
export function urlOf(file) {
  const rel = path.relative(buildDir, file).split(path.sep).join('/');
  if (rel === 'index.html') return BASE;
  if (rel.endsWith('/index.html')) return `${BASE}${rel.slice(0, -'/index.html'.length)}`;
  return `${BASE}${rel.replace(/\.html$/, '')}`;
}

/** The built file nginx answers a URL path with, following its redirects, or undefined. */
export function fileFor(urlPath) {
  let p = urlPath;
  if (!p.startsWith(BASE) && p !== BASE.slice(0, -1)) return undefined;
  p = p
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/^(\/developers\/docs\/.+)\/index$/, '$1/');
  const rel = decodeURIComponent(p.slice(BASE.length)).replace(/\/+$/, '');
  const candidates = rel === '' ? ['index.html'] : [rel, `${rel}/index.html`, `${rel}.html`];
  for (const candidate of candidates) {
    const full = path.join(buildDir, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return undefined;
}

const pages = [...walkFiles(buildDir, {match: (name) => name.endsWith('.html')})];
const parsed = new Map();

/** Element ids and link targets of a built page, parsed once. */
function parse(file) {
  if (!parsed.has(file)) {
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    const attrs = (selector, name) =>
      $(selector)
        .map((_, el) => $(el).attr(name))
        .get();
    parsed.set(file, {ids: new Set(attrs('[id]', 'id')), links: attrs('a[href]', 'href')});
  }
  return parsed.get(file);
}

const broken = [];
const external = new Map();
let internal = 0;
let anchors = 0;

function checkTarget(source, href) {
  const url = new URL(href, `http://site${urlOf(source)}`);
  if (url.host !== 'site') {
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      external.set(url.host, (external.get(url.host) ?? 0) + 1);
    }
    return;
  }
  internal += 1;
  const target = fileFor(url.pathname);
  if (!target) {
    broken.push(`${urlOf(source)}: link to ${url.pathname} (no such page)`);
    return;
  }
  if (url.hash.length > 1) {
    anchors += 1;
    const id = decodeURIComponent(url.hash.slice(1));
    if (!parse(target).ids.has(id))
      broken.push(`${urlOf(source)}: anchor ${url.pathname}#${id} not found`);
  }
}

for (const file of pages) {
  for (const href of parse(file).links) {
    if (/^(mailto|tel|javascript|data):/i.test(href)) continue;
    checkTarget(file, href);
  }
}

// Search suggestions link to document URL + heading anchor (+ `_highlight` parameters).
let searchTargets = 0;
for (const file of fs.readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f))) {
  const index = JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8'));
  for (const part of index) {
    for (const doc of part.documents) {
      searchTargets += 1;
      checkTarget(path.join(buildDir, 'index.html'), `${doc.u}?_highlight=x${doc.h ?? ''}`);
    }
  }
}

// The Markdown exports (plugins/markdown-export.ts: every doc page's URL plus .md, llms.txt and
// llms-full.txt) link absolutely, on the site's origin (the sitemap's).
let markdownTargets = 0;
const sitemap = path.join(buildDir, 'sitemap.xml');
const origin = fs.existsSync(sitemap)
  ? new URL(/<loc>([^<]+)<\/loc>/.exec(fs.readFileSync(sitemap, 'utf8'))?.[1] ?? 'http://site')
      .origin
  : undefined;
const markdownFiles = [...walkFiles(buildDir, {match: (name) => name.endsWith('.md')})];
for (const name of ['llms.txt', 'llms-full.txt']) {
  if (fs.existsSync(path.join(buildDir, name))) markdownFiles.push(path.join(buildDir, name));
}
for (const file of markdownFiles) {
  const text = fs.readFileSync(file, 'utf8').replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '');
  for (const match of text.matchAll(/\]\((https?:\/\/[^)\s]+)\)|<(https?:\/\/[^>\s]+)>/g)) {
    const url = new URL(match[1] ?? match[2] ?? '');
    if (url.origin !== origin) continue;
    markdownTargets += 1;
    checkTarget(file, `${url.pathname}${url.search}${url.hash}`);
  }
}

const hosts = [...external.entries()].sort((a, b) => b[1] - a[1]);
console.log(
  `check-links: ${pages.length} pages, ${internal} internal links (${searchTargets} from search indexes), ` +
    `${anchors} anchors, ${markdownFiles.length} Markdown files with ${markdownTargets} site links, ` +
    `${broken.length} broken; external links: ` +
    hosts.map(([host, count]) => `${host} ${count}`).join(', '),
);
for (const line of broken.slice(0, 200)) console.log(`  ${line}`);
if (broken.length > 200) console.log(`  … and ${broken.length - 200} more`);
process.exit(broken.length > 0 ? 1 : 0);
