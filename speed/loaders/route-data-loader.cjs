'use strict';
/* global module, require */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, run by the bundler */

const fs = require('node:fs');
const path = require('node:path');
const registryEntries = require('./registry-entries.cjs');

/** A route of `.docusaurus/routes.js` that has child routes. */
const PARENT = /component: ComponentCreator\('([^']*)', '([0-9a-f]+)'\),\n\s*routes: \[/g;
/** Routes are spread over this many data chunks by the hex hash at the end of their key. */
const BUCKETS = 64;

/** @param {string} key `${path}-${hash}`, as in routesChunkNames.json */
function bucketOf(key) {
  return parseInt(key.slice(key.lastIndexOf('-') + 1), 16) % BUCKETS;
}

/** @param {unknown} value @param {Set<string>} into */
function chunkNamesOf(value, into = new Set()) {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) chunkNamesOf(item, into);
  }
  return into;
}

/** The chunk of the docs' layout: see `chunkEntries`. */
const LAYOUT_CHUNK = 'docs-layout';
/** Page components that go into the layout chunk, for every docs page loads them with it. */
const LAYOUT_MODULES = new Set(['@theme/DocItem']);

/**
 * Docusaurus' registry entries with the chunk each one's `import()` goes to. Each entry has a
 * chunk of its own (named as the entry), except the docs' layout: the components and data of
 * the routes with child routes (docs root, version with its sidebars' data, doc root) and the
 * docs page component. Every docs page loads all five, so they share one chunk
 * (`LAYOUT_CHUNK`): one request instead of five, compressed together. `chunk` is the name the
 * browser bundle gives the entry's chunk and the server reports for it.
 *
 * @param {string} source `.docusaurus/registry.js`
 * @param {string} loader the loader's name for error messages
 * @param {{routesChunkNames: Record<string, unknown>, parents: string[]}} routes
 * @returns {Map<string, {load: string, weak: string, file: string, chunk: string}>}
 */
function chunkEntries(source, loader, {routesChunkNames, parents}) {
  const layout = new Set();
  for (const key of parents) chunkNamesOf(routesChunkNames[key], layout);
  const entries = new Map();
  for (const [name, entry] of registryEntries(source, loader)) {
    if (!layout.has(name) && !LAYOUT_MODULES.has(entry.file)) {
      entries.set(name, {...entry, chunk: name});
      continue;
    }
    const load = entry.load.replace(
      `webpackChunkName: "${name}"`,
      `webpackChunkName: "${LAYOUT_CHUNK}"`,
    );
    entries.set(name, {...entry, load, chunk: LAYOUT_CHUNK});
  }
  return entries;
}

/**
 * @param {ReturnType<typeof chunkEntries>} entries
 * @returns {Map<string, string>} chunk name → entry source
 */
function registryOf(entries) {
  const registry = new Map();
  for (const [name, {load, weak, chunk}] of entries) {
    // The module path in the middle is read only by react-loadable while the server renders,
    // to report the modules a page used. Here it is 0, or the name of the entry's chunk where
    // that is not the entry's own (the docs' layout): prefetching by registry name reads it
    // (`speed/client/idlePrefetch.ts`).
    registry.set(name, `${load}, ${chunk === name ? 0 : JSON.stringify(chunk)}, ${weak}`);
  }
  return registry;
}

/**
 * @param {Map<string, string>} registry
 * @param {Iterable<string>} names
 */
function registrySource(registry, names) {
  return [...names]
    .filter((name) => registry.has(name))
    .map((name) => `  ${registry.get(name)}`)
    .join(',\n');
}

/**
 * The route data of the browser bundle: Docusaurus' registry (route chunk name → `import()`)
 * and routesChunkNames (route key → its chunk names) for about 630 routes, 35 KB of main.js
 * after compression, of which a page needs a handful of entries. This loader rewrites
 * `.docusaurus/registry.js` so that main.js keeps only the routes that have child routes (the
 * docs' version and layout routes) and everything nobody's route names, and the other routes
 * come in 64 data chunks (`route-data-N`, by the hex hash at the end of the route key), each
 * with the keys of its routes and the registry entries they use. `loadRouteData(key)` loads a
 * route's chunk before Docusaurus builds or prefetches it (`speed/client/lazyComponentCreator.ts`,
 * `speed/client/idlePrefetch.ts`); `@generated/routesChunkNames` is this module's
 * `routesChunkNames` in the browser (`speed/client/routesChunkNames.ts`). The `import()` calls
 * and chunk names of the entries are unchanged but for the docs' layout (`chunkEntries`).
 * Loaded with `?bucket=N` it returns data chunk N. Throws when the generated files are not in
 * the expected shape, so a Docusaurus upgrade that changes them fails the build.
 *
 * @this {{resourcePath: string, resourceQuery: string, addDependency(file: string): void}}
 * @param {string} source
 * @returns {string}
 */
/** @param {number} bucket */
function chunkNameOf(bucket) {
  return `route-data-${bucket}`;
}

/**
 * Which routes go to which data chunk: every route key but the parent routes' (and keys of
 * another shape) by `bucketOf`. Reads `.docusaurus/routesChunkNames.json` and `routes.js`
 * beside the registry.
 *
 * @param {string} dir the `.docusaurus` directory
 * @param {(file: string) => void} addDependency
 */
function readRouteBuckets(dir, addDependency) {
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  const routesFile = path.join(dir, 'routes.js');
  addDependency(chunkNamesFile);
  addDependency(routesFile);
  /** @type {Record<string, unknown>} */
  const routesChunkNames = JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8'));
  const routes = fs.readFileSync(routesFile, 'utf8');
  if (!routes.includes("from '@docusaurus/ComponentCreator'")) {
    throw new Error('route-data-loader: .docusaurus/routes.js has an unexpected shape');
  }
  const parents = new Set([...routes.matchAll(PARENT)].map((m) => `${m[1]}-${m[2]}`));
  /** @type {Map<number, string[]>} */
  const keysByBucket = new Map();
  /** @type {string[]} */
  const inMain = [];
  for (const key of Object.keys(routesChunkNames)) {
    if (parents.has(key) || !/-[0-9a-f]+$/.test(key)) {
      inMain.push(key);
      continue;
    }
    const bucket = bucketOf(key);
    keysByBucket.set(bucket, [...(keysByBucket.get(bucket) ?? []), key]);
  }
  return {routesChunkNames, keysByBucket, inMain, parents: [...parents]};
}

module.exports = function routeDataLoader(source) {
  const routes = readRouteBuckets(path.dirname(this.resourcePath), (file) =>
    this.addDependency(file),
  );
  const {routesChunkNames, keysByBucket, inMain} = routes;
  const entries = chunkEntries(source, 'route-data-loader', routes);
  const registry = registryOf(entries);
  const namesOf = (keys) => {
    const names = new Set();
    for (const key of keys) chunkNamesOf(routesChunkNames[key], names);
    return names;
  };
  const chunkNamesSource = (keys) =>
    JSON.stringify(Object.fromEntries(keys.map((key) => [key, routesChunkNames[key]])));

  const query = /^\?bucket=(\d+)$/.exec(this.resourceQuery ?? '');
  if (query) {
    const keys = keysByBucket.get(Number(query[1])) ?? [];
    return `export const registry = {
${registrySource(registry, namesOf(keys))}
};
export const routesChunkNames = ${chunkNamesSource(keys)};
`;
  }

  // Main keeps the parent routes' entries and the entries no route names.
  const named = namesOf(Object.keys(routesChunkNames));
  const mainNames = namesOf(inMain);
  for (const name of registry.keys()) if (!named.has(name)) mainNames.add(name);
  const loaders = [...keysByBucket.keys()]
    .sort((a, b) => a - b)
    .map(
      (bucket) =>
        `  ${bucket}: () => import(/* webpackChunkName: "${chunkNameOf(bucket)}" */ ${JSON.stringify(`./registry.js?bucket=${bucket}`)}),`,
    )
    .join('\n');
  return `const registry = {
${registrySource(registry, mainNames)}
};
export const routesChunkNames = ${chunkNamesSource(inMain)};
const buckets = {
${loaders}
};
const loading = Object.create(null);
/** The data chunk of a route key, or undefined when main.js has its data. */
export function routeDataChunk(key) {
  if (Object.prototype.hasOwnProperty.call(routesChunkNames, key)) return undefined;
  const bucket = parseInt(key.slice(key.lastIndexOf('-') + 1), 16) % ${BUCKETS};
  return Object.prototype.hasOwnProperty.call(buckets, bucket) ? bucket : undefined;
}
/** The chunk name of data chunk N, for prefetching it. */
export function routeDataChunkName(bucket) {
  return "route-data-" + bucket;
}
/** Loads the data of a route key; null when it is already there (or unknown). */
export function loadRouteData(key) {
  const bucket = routeDataChunk(key);
  if (bucket === undefined) return null;
  return (loading[bucket] ??= buckets[bucket]().then(
    (data) => {
      Object.assign(registry, data.registry);
      Object.assign(routesChunkNames, data.routesChunkNames);
    },
    (error) => {
      delete loading[bucket];
      throw error;
    },
  ));
}
export default registry;
`;
};

module.exports.bucketOf = bucketOf;
module.exports.chunkNameOf = chunkNameOf;
module.exports.chunkEntries = chunkEntries;
module.exports.LAYOUT_CHUNK = LAYOUT_CHUNK;
module.exports.readRouteBuckets = readRouteBuckets;
