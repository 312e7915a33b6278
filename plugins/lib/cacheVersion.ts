/** The options of the bundler's persistent cache, and where in the bundler config they are. */
export interface PersistentCache {
  /** `experiments` for Rspack's cache (`experiments.cache`), `root` for webpack's (`cache`). */
  readonly at: 'experiments' | 'root';
  readonly options: {version?: unknown; buildDependencies?: unknown};
}

/** The persistent cache a bundler config turns on, Rspack's or webpack's; none when it is off. */
export function persistentCache(config: {
  experiments?: unknown;
  cache?: unknown;
}): PersistentCache | undefined {
  const experiments = config.experiments as {cache?: unknown} | undefined;
  if (experiments?.cache && typeof experiments.cache === 'object') {
    return {at: 'experiments', options: experiments.cache};
  }
  if (config.cache && typeof config.cache === 'object') return {at: 'root', options: config.cache};
  return undefined;
}

/** A config fragment that merges `options` into the cache's options where they are. */
export function cacheOptions(cache: PersistentCache, options: object): object {
  return cache.at === 'experiments' ? {experiments: {cache: options}} : {cache: options};
}

/**
 * The bundler configuration that adds `part` to the persistent cache's version, so that
 * builds whose module graph differs by something the cache does not see (a module replaced
 * or not depending on the site config, which the environment can change while every file stays
 * the same) do not reuse each other's modules. Nothing when the cache is off or has no version.
 */
export function cacheVersionPart(
  config: {experiments?: unknown; cache?: unknown},
  part: string,
): object {
  const cache = persistentCache(config);
  if (typeof cache?.options.version !== 'string') return {};
  return cacheOptions(cache, {version: `${cache.options.version}-${part}`});
}
