import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import prefetchFile from '@docusaurus/core/lib/client/prefetch';
import routes from './prefixRoutesFirst';
import {loadRouteData, routeDataChunk, routeDataChunkName} from '@generated/registry';
import {matchRoutes} from 'react-router-config';

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

/**
 * Docusaurus' prefetch reads the chunk names of the routes a path matches; the data chunk of a
 * route comes first (`plugins/route-data.ts`), fetched like the page chunks (a prefetch link,
 * lowest priority) and then run from the cache.
 */
function prefetch(routePath: string): void {
  if (slowConnection()) return;
  const keys = matchRoutes(routes, routePath).map(
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
  if (pending.length === 0) void docusaurus.prefetch(routePath);
  else
    Promise.all(pending).then(
      () => void docusaurus.prefetch(routePath),
      () => undefined,
    );
}

function drain(): void {
  scheduled = false;
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
 * data chunk of the route (above). Docusaurus' own prefetch still decides what to fetch; both
 * skip 2g connections and data saver.
 * Preloading (hover, navigation) is unchanged.
 */
export default Object.freeze({
  prefetch(routePath: string): boolean {
    queue.push(routePath);
    schedule();
    return true;
  },
  preload: docusaurus.preload,
});
