'use strict';
/* global module, require, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader, run by the bundler */

const path = require('node:path');

/** The site's search worker, which replaces the plugin's `worker.js` (`src/client/searchWorker.ts`). */
const SITE_WORKER = path.join(__dirname, '..', '..', 'src', 'client', 'searchWorker.ts');

const WORKER = 'new Worker(new URL("./worker.js", import.meta.url))';

/**
 * Loader for the search plugin's `searchByWorker.js`: starts the site's worker instead of the
 * plugin's (same calls and results, its own query reading and ranking), and gives the worker's chunk a name
 * (`search-worker`, from the `name` option both bundlers read), so the server can tell the one
 * script that runs as a worker, whose own response carries the policy it runs under, from the
 * other scripts, which need none (`nginx/nginx.conf.template`). Throws when the plugin creates
 * its worker in another way, so an upgrade that changes it fails the build.
 *
 * @this {{resourcePath: string, getOptions?: () => {siteWorker?: boolean}}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function searchWorkerNameLoader(source) {
  const {siteWorker = false} = this.getOptions?.() ?? {};
  if (source.split(WORKER).length !== 2) {
    throw new Error(
      'search-worker-name-loader: the search plugin no longer creates its worker as expected',
    );
  }
  if (!siteWorker) {
    return source.replace(
      WORKER,
      `new Worker(new URL("./worker.js", import.meta.url), {name: "search-worker"})`,
    );
  }
  let relative = path
    .relative(path.dirname(this.resourcePath), SITE_WORKER)
    .split(path.sep)
    .join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return source.replace(
    WORKER,
    `new Worker(new URL(${JSON.stringify(relative)}, import.meta.url), {name: "search-worker"})`,
  );
};
