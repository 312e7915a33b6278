/**
 * The bundler configuration that adds `part` to the persistent cache's version, so that
 * builds whose module graph differs by something the cache does not see (a module replaced
 * or not depending on the site config, which the environment can change while every file stays
 * the same) do not reuse each other's modules. Rspack's cache (`experiments.cache`) and
 * webpack's (`cache`) alike; nothing when the cache is off.
 */
export function cacheVersionPart(
  config: {experiments?: unknown; cache?: unknown},
  part: string,
): object {
  const experiments = config.experiments as {cache?: {version?: string}} | undefined;
  if (typeof experiments?.cache?.version === 'string') {
    return {experiments: {cache: {version: `${experiments.cache.version}-${part}`}}};
  }
  const cache = config.cache as {version?: string} | undefined;
  if (cache && typeof cache === 'object' && typeof cache.version === 'string') {
    return {cache: {version: `${cache.version}-${part}`}};
  }
  return {};
}
