/** A module the browser loads the first time it is asked for, then keeps. */
export interface OnDemand<T> {
  /** The module's default export if it is in, else null. */
  readonly loaded: () => T | null;
  /** Loads it (once; a failed load can be tried again). */
  readonly load: () => Promise<T>;
}

/**
 * `initial` is the module itself in the server bundle (a `./serverXxx` re-export, see
 * speed/plugins/server-only.ts) and null in the browser, where `importer` fetches its chunk.
 */
export function onDemand<T>(initial: T | null, importer: () => Promise<{default: T}>): OnDemand<T> {
  let value = initial;
  let pending: Promise<T> | null = null;
  return {
    loaded: () => value,
    load() {
      if (value !== null) return Promise.resolve(value);
      pending ??= importer().then(
        (module) => (value = module.default),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}
