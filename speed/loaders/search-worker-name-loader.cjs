'use strict';
/* global module */

const WORKER = 'new Worker(new URL("./worker.js", import.meta.url))';

/**
 * Loader for the search plugin's `searchByWorker.js`: gives the worker's chunk a name
 * (`search-worker`, from the `name` option both bundlers read), so the server can tell the one
 * script that runs as a worker, whose own response carries the policy it runs under, from the
 * other scripts, which need none (`nginx/nginx.conf.template`). Throws when the plugin creates
 * its worker in another way, so an upgrade that changes it fails the build.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function searchWorkerNameLoader(source) {
  if (source.split(WORKER).length !== 2) {
    throw new Error(
      'search-worker-name-loader: the search plugin no longer creates its worker as expected',
    );
  }
  return source.replace(
    WORKER,
    `new Worker(new URL("./worker.js", import.meta.url), {name: "search-worker"})`,
  );
};
