import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {cacheOptions, persistentCache} from './lib/cacheVersion';

const ROOT = path.join(__dirname, '..');

/** Every file below `dir`. */
function filesBelow(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(file) : entry.isFile() ? [file] : [];
  });
}

/**
 * Every file that runs in Node while the site builds: `plugins/`, `config/` and `speed/`
 * (plugins, loaders, their helpers) but `speed/client/`, whose modules are part of the bundle
 * (the module graph tracks them) and import bundle-only aliases such as `@generated/…`.
 */
export function projectBuildFiles(): string[] {
  const client = path.join(ROOT, 'speed', 'client');
  return ['plugins', 'speed', 'config']
    .flatMap((dir) => filesBelow(path.join(ROOT, dir)))
    .filter((file) => !file.startsWith(client + path.sep));
}

/**
 * The bundler's persistent cache is dropped when Docusaurus' own files or the site config
 * change, but not when a file the config imports changes: after editing a loader in
 * `speed/loaders/` (or remark options in `config/`), a build reused the modules the old loader
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
