'use strict';
/* global module, require */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, run by the bundler */

const path = require('node:path');
const {chunkEntries, chunkNameOf, readRouteBuckets} = require('./route-data-loader.cjs');

/**
 * Webpack/Rspack loader for `.docusaurus/registry.js` in the server bundle. The middle of each
 * entry is what react-loadable reports while a page renders, and Docusaurus looks the reported
 * names up in the client manifest to list the page's scripts. The manifest knows chunks by
 * chunk name, not by module path, so the module paths found nothing and a page's HTML listed
 * only the runtime and main.js: the page's own chunks were requested only after main.js had
 * run. With the chunk name in that place (the chunk the browser bundle puts the entry in,
 * `chunkEntries` of `route-data-loader.cjs`), the HTML lists them and they load alongside
 * main.js.
 * The module also exports `routeDataChunkNames` (route key → the name of the browser's data
 * chunk holding that route, `route-data-loader.cjs`), which `speed/client/serverComponentCreator.tsx`
 * reports the same way, so the page's own data chunk is listed too. Throws on a registry of
 * another shape (`registry-entries.cjs`).
 *
 * @this {{resourcePath: string, addDependency(file: string): void}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function serverRegistryLoader(source) {
  const routes = readRouteBuckets(path.dirname(this.resourcePath), (file) =>
    this.addDependency(file),
  );
  const entries = [...chunkEntries(source, 'server-registry-loader', routes).values()].map(
    ({load, weak, chunk}) => `  ${load}, ${JSON.stringify(chunk)}, ${weak},`,
  );
  const {keysByBucket} = routes;
  /** @type {Record<string, string>} */
  const dataChunks = {};
  for (const [bucket, keys] of keysByBucket)
    for (const key of keys) dataChunks[key] = chunkNameOf(bucket);
  return (
    `export default {\n${entries.join('\n')}\n};\n` +
    `export const routeDataChunkNames = ${JSON.stringify(dataChunks)};\n`
  );
};
