#!/usr/bin/env node
// Checks that a build made with SPEED_LAYER=off is the framework as shipped with the same
// content: the same pages as the layer's build, and none of the layer's traces (its page
// template's script list, route-data and route-group chunks, split sidebars).
// Usage: node scripts/check-stock.mjs <layer build> <stock build>
import fs from 'node:fs';
import path from 'node:path';
import {walkFiles} from './lib/files.mjs';

const [layer, stock] = process.argv.slice(2);
if (!layer || !stock) {
  console.error('usage: node scripts/check-stock.mjs <layer build> <stock build>');
  process.exit(2);
}

const pages = (dir) =>
  new Set(
    [...walkFiles(dir, {match: (name) => name.endsWith('.html'), skip: (n) => n === 'assets'})].map(
      (file) => path.relative(dir, file),
    ),
  );
const problems = [];
const layerPages = pages(layer);
const stockPages = pages(stock);
for (const page of layerPages)
  if (!stockPages.has(page)) problems.push(`stock build lacks ${page}`);
for (const page of stockPages) if (!layerPages.has(page)) problems.push(`stock build adds ${page}`);

/** Chunk files whose names only the layer makes. */
const LAYER_CHUNKS = /^(route-data-\d+|routes-developers-|sidebar-|docs-layout)/;
const chunks = (dir) => fs.readdirSync(path.join(dir, 'assets', 'js'));
const traces = chunks(stock).filter((name) => LAYER_CHUNKS.test(name));
if (traces.length > 0)
  problems.push(`stock build has the layer's chunks: ${traces.slice(0, 5).join(', ')}`);
if (!chunks(layer).some((name) => LAYER_CHUNKS.test(name))) {
  problems.push(`${layer} has none of the layer's chunks: is it the layer's build?`);
}
for (const page of ['index.html', 'docs/core/entity/light/index.html']) {
  const html = fs.readFileSync(path.join(stock, page), 'utf8');
  if (html.includes('__app-scripts'))
    problems.push(`${page}: the layer's page template in the stock build`);
  if (!/<script[^>]+src=/.test(html)) problems.push(`${page}: no script tags in the stock build`);
}

console.log(`stock build: ${stockPages.size} pages, layer build: ${layerPages.size} pages`);
if (problems.length > 0) {
  console.log(`not a stock build of the same content:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('the stock build has the same pages and none of the layer');
