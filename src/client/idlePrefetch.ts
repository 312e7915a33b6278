import docusaurus from '@docusaurus/core/lib/client/docusaurus';

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

function drain(): void {
  scheduled = false;
  const start = performance.now();
  while (queue.length > 0 && performance.now() - start < SLICE_MS) {
    const routePath = queue.shift();
    if (routePath !== undefined) void docusaurus.prefetch(routePath);
  }
  if (queue.length > 0) schedule();
}

/**
 * The `window.docusaurus` object links use. Links prefetch the chunks of the pages they point to
 * as they scroll into view; on a page with a long sidebar that is a hundred prefetches in the
 * same frame, each scanning the whole route table, one long task while the page is still
 * starting. Here prefetches wait for idle time and run a few milliseconds at a time. Docusaurus'
 * own prefetch still decides what to fetch and skips it on 2g connections and with data saver.
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
