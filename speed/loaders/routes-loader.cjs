'use strict';
/* global module, require */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, run by the bundler */

const {groupExactRoutes, prefixRoutesFirst} = require('./route-order.cjs');

/** @typedef {import('./route-order.cjs').Route} Route */

const HEADER =
  "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default ";

/** What `ComponentCreator(path, hash)` stands for while the table is read. */
class Creator {
  /** @param {string} path @param {string | undefined} hash */
  constructor(path, hash) {
    this.args = hash === undefined ? [path] : [path, hash];
  }
}

/**
 * Reads `.docusaurus/routes.js` (an array literal of routes whose components are
 * `ComponentCreator(path, hash)` calls) into route objects. Throws on a file of another shape.
 *
 * @param {string} source
 * @returns {Route[]}
 */
function readRoutes(source) {
  if (!source.startsWith(HEADER)) {
    throw new Error('routes-loader: .docusaurus/routes.js has an unexpected shape');
  }
  const body = source.slice(HEADER.length).trim().replace(/;$/, '');
  const read = new Function('ComponentCreator', `return (${body});`);
  const routes = read(
    (/** @type {string} */ path, /** @type {string=} */ hash) => new Creator(path, hash),
  );
  if (!Array.isArray(routes)) throw new Error('routes-loader: the route table is not an array');
  return routes;
}

/**
 * Writes route objects back as code, components as `ComponentCreator(…)` calls.
 * @param {unknown} value
 * @returns {string}
 */
function write(value) {
  if (value instanceof Creator)
    return `ComponentCreator(${value.args.map((a) => JSON.stringify(a)).join(', ')})`;
  if (Array.isArray(value)) return `[${value.map(write).join(',\n')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${write(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** @param {string} prefix */
const chunkNameOf = (prefix) => `routes${prefix.replace(/[^\w]+/g, '-')}`;

/**
 * Webpack/Rspack loader for `.docusaurus/routes.js` in the browser bundle. The route table is
 * put in the order and groups of `route-order.cjs` (prefix routes first; exact routes under one
 * prefix, such as a blog year, gathered in a group), and each group's routes leave main.js for a
 * chunk of their own (`routes-developers-blog-2025`): about 5 KiB of main.js after compression
 * that a docs page never needs. In main.js a group is `{path: prefix, group: prefix, routes: []}`,
 * and the module also exports `routeGroups` (prefix → its chunk name and the `import()` of its
 * routes), which
 * `speed/client/prefixRoutesFirst.ts` loads before a URL under the prefix is matched. Loaded with
 * `?group=<prefix>` it returns that group's routes.
 *
 * @this {{resourceQuery?: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function routesLoader(source) {
  /** @type {Map<string, Route[]>} */
  const groups = new Map();
  const table = groupExactRoutes(prefixRoutesFirst(readRoutes(source)), (prefix, members) => {
    groups.set(prefix, members);
    return {path: prefix, group: prefix, routes: []};
  });
  const header = `import ComponentCreator from '@docusaurus/ComponentCreator';\n`;
  const query = /^\?group=(.*)$/.exec(this.resourceQuery ?? '');
  if (query) {
    const members = groups.get(decodeURIComponent(query[1] ?? ''));
    if (!members) throw new Error(`routes-loader: no route group ${query[1]}`);
    return `${header}export default ${write(members)};\n`;
  }
  const loaders = [...groups.keys()].map((prefix) => {
    const chunk = JSON.stringify(chunkNameOf(prefix));
    const request = JSON.stringify(`./routes.js?group=${encodeURIComponent(prefix)}`);
    return `  ${JSON.stringify(prefix)}: {chunk: ${chunk}, load: () => import(/* webpackChunkName: ${chunk} */ ${request})},`;
  });
  return `${header}export default ${write(table)};\nexport const routeGroups = {\n${loaders.join('\n')}\n};\n`;
};

module.exports.readRoutes = readRoutes;
