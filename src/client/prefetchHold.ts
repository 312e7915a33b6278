let holds = 0;
const waiting: (() => void)[] = [];

/**
 * Holds link prefetching (`./idlePrefetch.ts`) while `pending` runs: the search bar's chunk and
 * its index are what the reader is waiting for, and on a page with a long sidebar a hundred
 * prefetch requests would otherwise share the connections with them.
 */
export function holdPrefetch(pending: Promise<unknown>): void {
  holds += 1;
  const release = () => {
    holds -= 1;
    if (holds === 0) for (const resume of waiting.splice(0)) resume();
  };
  pending.then(release, release);
}

/** Runs `resume` once nothing holds prefetching; false (and `resume` not kept) if nothing does. */
export function waitWhileHeld(resume: () => void): boolean {
  if (holds === 0) return false;
  waiting.push(resume);
  return true;
}
