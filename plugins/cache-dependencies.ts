import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {cacheOptions, persistentCache} from './lib/cacheVersion';

const ROOT = path.join(__dirname, '..');

/** Every file of `plugins/` (these plugins and their loaders) and `config/`. */
export function projectBuildFiles(): string[] {
  return ['plugins', path.join('plugins', 'lib'), 'config'].flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), {withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(ROOT, dir, entry.name)),
  );
}

/**
 * The bundler's persistent cache is dropped when Docusaurus' own files or the site config
 * change, but not when a file the config imports changes: after editing a loader in
 * `plugins/lib/` (or remark options in `config/`), a build reused the modules the old loader
 * had produced. This adds those files to the cache's build dependencies, for Rspack's
 * persistent cache and webpack's filesystem cache alike, when the cache is on.
 */
export default function cacheDependenciesPlugin(): Plugin {
  return {
    name: 'cache-dependencies',
    configureWebpack(config) {
      const cache = persistentCache(config);
      if (!cache) return {};
      const files = projectBuildFiles();
      // Rspack takes a list of files; webpack a map whose `config` entry lists them.
      if (cache.at === 'experiments' && Array.isArray(cache.options.buildDependencies)) {
        return cacheOptions(cache, {buildDependencies: files});
      }
      const dependencies = cache.options.buildDependencies as {config?: unknown} | undefined;
      if (cache.at === 'root' && Array.isArray(dependencies?.config)) {
        return cacheOptions(cache, {buildDependencies: {config: files}});
      }
      return {};
    },
  };
}
