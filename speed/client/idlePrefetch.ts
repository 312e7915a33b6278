import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchFile from '@docusaurus/core/lib/client/prefetch';
import routes, {pendingRouteGroups} from './prefixRoutesFirst';
import registry, {
  loadRouteData,
  routeDataChunk,
  routeDataChunkName,
  routesChunkNames,
} from '@generated/registry';
import {matchRoutes} from 'react-router-config';
import {waitWhileHeld} from '../../src/client/prefetchHold';
import {sidebarChunkOf} from '../inline-sidebars';
import {hasSidebar} from './docsSidebars';

declare const __webpack_require__: {gca(chunkName: string): string};

/** Longest stretch of prefetch work done in one go, in milliseconds. */
const SLICE_MS = 8;

const queue: string[] = [];
let scheduled = false;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(drain, {timeout: 2000});
  else setTimeout(drain, 50);
}

function slowConnection(): boolean {
  const connection = (
    navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}
  ).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

const dataChunks = new Map<number, Promise<void>>();
const groupChunks = new Map<string, Promise<void>>();

/**
 * Whether this page has fetched a file already (its own chunks, most often: the next docs page
 * needs the same layout chunk): a prefetch link for it would only ask the cache again. The
 * browser's resource timing list answers by name; when it is full (250 entries), the file is
 * prefetched as before.
 */
function loadedAlready(file: string): boolean {
  return performance.getEntriesByName(new URL(file, location.href).href, 'resource').length > 0;
}

const prefetchedRoutes = new Set<string>();
const prefetchedFiles = new Set<string>();

/**
 * Prefetches the chunks of the routes a path matches, as Docusaurus' prefetch does (a prefetch
 * link per chunk file, lowest priority), with two differences: the data chunk of a route comes
 * first (`speed/plugins/route-data.ts`), fetched the same way and then run from the cache; and a file
 * that another link already prefetched gets no second link (the pages of a blog list share most
 * of their chunks; each link element cost about a millisecond on a phone-speed CPU).
 */
function prefetch(routePath: string): void {
  if (slowConnection() || prefetchedRoutes.has(routePath)) return;
  // A path in a route group is matched once the group's routes are here: fetched the same
  // way as data chunks, then run from the cache.
  const groups = pendingRouteGroups(routePath);
  if (groups.length > 0) {
    Promise.all(
      groups.map(({chunk, load}) => {
        let pending = groupChunks.get(chunk);
        if (!pending) {
          pending = prefetchFile(__webpack_require__.gca(chunk)).then(load);
          groupChunks.set(chunk, pending);
        }
        return pending;
      }),
    ).then(
      () => enqueue(routePath),
      () => undefined,
    );
    return;
  }
  const matched = matchRoutes(routes, routePath);
  const keys = matched.map(
    ({route}) => (route.component as {routeKey?: string} | undefined)?.routeKey ?? '',
  );
  const pending = keys.flatMap((key) => {
    const bucket = routeDataChunk(key);
    if (bucket === undefined) return [];
    let chunk = dataChunks.get(bucket);
    if (!chunk) {
      chunk = prefetchFile(__webpack_require__.gca(routeDataChunkName(bucket))).then(
        () => loadRouteData(key) ?? undefined,
      );
      dataChunks.set(bucket, chunk);
    }
    return [chunk];
  });
  if (pending.length === 0) {
    prefetchedRoutes.add(routePath);
    const names = keys.flatMap((key) => {
      const chunkNames = routesChunkNames[key];
      return chunkNames ? Object.values(flat(chunkNames)) : [];
    });
    // A doc's sidebar, which its page loads with it (`./docsSidebars.ts`), unless it is here.
    for (const {route} of matched) {
      const sidebar = (route as {sidebar?: unknown}).sidebar;
      if (typeof sidebar !== 'string' || hasSidebar(sidebar)) continue;
      const chunk = sidebarChunkOf(sidebar);
      if (chunk) names.push(chunk);
    }
    for (const name of names) {
      // The docs' layout entries are in a chunk of another name, which their entry carries.
      const chunk = registry[name]?.[1];
      const file = __webpack_require__.gca(typeof chunk === 'string' ? chunk : name);
      // A chunk merged into another has no file of its own ("…undefined…").
      if (!file || file.includes('undefined') || prefetchedFiles.has(file)) continue;
      prefetchedFiles.add(file);
      if (!loadedAlready(file)) void prefetchFile(file);
    }
  } else
    // Back into the queue: when a data chunk arrives, the routes that waited for it are
    // prefetched a slice at a time like the rest, not all in the task that ran the chunk.
    Promise.all(pending).then(
      () => enqueue(routePath),
      () => undefined,
    );
}

function enqueue(routePath: string): void {
  queue.push(routePath);
  schedule();
}

function drain(): void {
  scheduled = false;
  // The reader is waiting for search: go on once it has what it asked for.
  if (waitWhileHeld(schedule)) return;
  const start = performance.now();
  while (queue.length > 0 && performance.now() - start < SLICE_MS) {
    const routePath = queue.shift();
    if (routePath !== undefined) prefetch(routePath);
  }
  if (queue.length > 0) schedule();
}

/**
 * The `window.docusaurus` object links use. Links prefetch the chunks of the pages they point to
 * as they scroll into view; on a page with a long sidebar that is a hundred prefetches in the
 * same frame, each scanning the whole route table, one long task while the page is still
 * starting. Here prefetches wait for idle time and run a few milliseconds at a time, after the
 * data chunk of the route, each chunk file once (above); like Docusaurus' own prefetch they
 * skip 2g connections and data saver. Preloading (hover, navigation) is Docusaurus' own.
 */
export default Object.freeze({
  prefetch(routePath: string): boolean {
    enqueue(routePath);
    return true;
  },
  preload: docusaurus.preload,
});
