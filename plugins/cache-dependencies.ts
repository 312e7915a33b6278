import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

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
      const files = projectBuildFiles();
      const experiments = config.experiments as {cache?: {buildDependencies?: string[]}};
      if (experiments?.cache?.buildDependencies) {
        return {experiments: {cache: {buildDependencies: files}}} as object;
      }
      const cache = config.cache as {buildDependencies?: {config?: string[]}} | undefined;
      if (cache && typeof cache === 'object' && cache.buildDependencies?.config) {
        return {cache: {buildDependencies: {config: files}}} as object;
      }
      return {};
    },
  };
}
