import {describe, expect, it} from 'vitest';
import {cacheVersionPart, persistentCache} from '../../plugins/lib/cacheVersion';
import cacheDependenciesPlugin from '../../plugins/cache-dependencies';

const rspack = {experiments: {cache: {type: 'persistent', version: 'v1', buildDependencies: []}}};
const webpack = {cache: {type: 'filesystem', version: 'v1', buildDependencies: {config: []}}};

describe('persistentCache', () => {
  it("finds Rspack's cache under experiments and webpack's at the root", () => {
    expect(persistentCache(rspack)?.at).toBe('experiments');
    expect(persistentCache(webpack)?.at).toBe('root');
    expect(persistentCache({cache: false, experiments: {}})).toBeUndefined();
  });
});

describe('cacheVersionPart', () => {
  it('adds the part to the version where the cache keeps it, and nothing when it is off', () => {
    expect(cacheVersionPart(rspack, 'x')).toEqual({experiments: {cache: {version: 'v1-x'}}});
    expect(cacheVersionPart(webpack, 'x')).toEqual({cache: {version: 'v1-x'}});
    expect(cacheVersionPart({cache: false}, 'x')).toEqual({});
  });
});

describe('cache-dependencies', () => {
  const configure = (config: object) =>
    (cacheDependenciesPlugin().configureWebpack as (config: object) => object)(config);

  it("lists the project's build files in the shape each cache takes", () => {
    const forRspack = configure(rspack) as {experiments: {cache: {buildDependencies: string[]}}};
    expect(forRspack.experiments.cache.buildDependencies).toContainEqual(
      expect.stringMatching(/plugins[\\/]lib[\\/]cacheVersion\.ts$/),
    );
    const forWebpack = configure(webpack) as {cache: {buildDependencies: {config: string[]}}};
    expect(forWebpack.cache.buildDependencies.config).toEqual(
      forRspack.experiments.cache.buildDependencies,
    );
    expect(configure({cache: false})).toEqual({});
  });
});
