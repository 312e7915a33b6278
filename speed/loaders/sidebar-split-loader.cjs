'use strict';
/* global module, require, __dirname, URLSearchParams */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, run by the bundler */

const path = require('node:path');

/** The browser module that holds the sidebars as they arrive. */
const CLIENT = path.resolve(__dirname, '../../speed/client/docsSidebars.ts');

/** A sidebar's chunk: `speed/client/docsSidebars.ts` names it the same way. */
const chunkName = (name) => `sidebar-${name}`;

/** JavaScript that evaluates to the value, parsed as JSON (faster than an object literal). */
const jsonValue = (value) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/**
 * Webpack/Rspack loader, browser bundle only, after `version-props-loader.cjs`: the docs
 * version data every docs page loads holds all ten sidebars, and a page shows one. The
 * version module keeps the rest of the data and gets, in place of the sidebars, a view from
 * `speed/client/docsSidebars.ts` with a loader per sidebar: the same file asked for with
 * `?sidebar=Name`, which this loader answers with that sidebar alone, in a chunk of its own
 * (`sidebar-Name`). The sidebars named in the `inline` option stay in the version module
 * (`speed/inline-sidebars.ts`). Docusaurus' preload loads a page's sidebar before the page renders
 * (`speed/client/preloadRouteGroups.ts`). The rule gives these files the JavaScript module type,
 * so every file it matches comes out as a module with a default export.
 *
 * @this {{resourcePath: string, resourceQuery: string, getOptions(): {inline?: string[]}}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function sidebarSplitLoader(source) {
  const data = JSON.parse(source);
  const sidebars = data && data.version && data.version.docsSidebars;
  const wanted = new URLSearchParams(this.resourceQuery).get('sidebar');
  if (wanted !== null) {
    if (!sidebars || !Object.prototype.hasOwnProperty.call(sidebars, wanted)) {
      throw new Error(`sidebar-split-loader: ${this.resourcePath} has no sidebar "${wanted}"`);
    }
    return `export default ${jsonValue(sidebars[wanted])};\n`;
  }
  if (!sidebars) return `export default ${jsonValue(data)};\n`;
  const inline = this.getOptions().inline ?? [];
  for (const name of inline) {
    // A renamed sidebar must not silently become a chunk of its own.
    if (!Object.prototype.hasOwnProperty.call(sidebars, name)) {
      throw new Error(
        `sidebar-split-loader: ${this.resourcePath} has no sidebar "${name}" to keep inline`,
      );
    }
  }
  const file = `./${path.basename(this.resourcePath)}`;
  const split = Object.keys(sidebars).filter((name) => !inline.includes(name));
  const loaders = split.map((name) => {
    // The name goes into a chunk name and a query: keep it to what both read as written.
    if (!/^[\w-]+$/.test(name)) {
      throw new Error(`sidebar-split-loader: sidebar name "${name}" is not [A-Za-z0-9_-]+`);
    }
    const request = JSON.stringify(`${file}?sidebar=${name}`);
    return `  ${JSON.stringify(name)}: () => import(/* webpackChunkName: "${chunkName(name)}" */ ${request}),`;
  });
  const kept = Object.fromEntries(inline.map((name) => [name, sidebars[name]]));
  const version = {...data.version, docsSidebars: kept};
  return [
    `import {docsSidebars} from ${JSON.stringify(CLIENT)};`,
    `const data = ${jsonValue({...data, version})};`,
    `data.version.docsSidebars = docsSidebars(data.version.docsSidebars, {`,
    ...loaders,
    `});`,
    `export default data;`,
    '',
  ].join('\n');
};

module.exports.chunkName = chunkName;
