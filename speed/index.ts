/**
 * The speed layer: everything this site changes below the theme to make pages load and start
 * faster, declared in `./manifest.ts` and switched off as a whole with `SPEED_LAYER=off` (the
 * framework as shipped, same content; the entries marked as site features stay).
 */
import type {Plugin, PluginConfig} from '@docusaurus/types';
import {SPEED_LAYER_ON, SPEED_LAYER_WITHOUT} from '../config/env';
import {cacheVersionPart} from '../plugins/lib/cacheVersion';
import {countMatches, installedVersion, matchProblems, versionProblems, type Bundle} from './guard';
import {registryOf, reportedMatches, type Compilation, type Compiler} from './lib/patches';
import {SPEED_ENTRIES, type SpeedEntry} from './manifest';
import {ssrTemplate} from './ssr-template';

const GUARD = 'speed-guard';

/**
 * Checks, at the end of each bundle's compilation, that every patch of the active entries
 * matched as often as declared (`./guard.ts`), and fails the build with the entry's name
 * otherwise. Also keeps the persistent caches of builds with and without the layer apart.
 */
export function speedGuardPlugin(entries: readonly SpeedEntry[], layerOn: boolean): Plugin {
  const active = entries.map((entry) => entry.id);
  const left = SPEED_ENTRIES.filter((entry) => !active.includes(entry.id)).map((e) => e.id);
  return {
    name: GUARD,
    configureWebpack(config, isServer) {
      // Two builds of the same files differ by the layer: never reuse each other's modules.
      const cache = cacheVersionPart(
        config,
        `speed-layer-${layerOn ? 'on' : 'off'}${left.length ? `-without-${left.join('-')}` : ''}`,
      );
      if (config.mode !== 'production') return cache;
      const bundle: Bundle = isServer ? 'server' : 'browser';
      const minified = Boolean(config.optimization?.minimize);
      const guard = {
        apply(compiler: Compiler) {
          compiler.hooks.thisCompilation.tap(GUARD, (compilation: Compilation) => {
            let graph: ReturnType<typeof countMatches> | undefined;
            compilation.hooks.finishModules.tap(GUARD, (modules) => {
              const {replacements, rules} = registryOf(compiler);
              graph = countMatches(
                modules as Parameters<typeof countMatches>[0],
                (dependency) =>
                  compilation.moduleGraph.getModule(dependency) as ReturnType<
                    Parameters<typeof countMatches>[1]
                  >,
                replacements,
                rules,
              );
            });
            compilation.hooks.processAssets.tap(
              {name: GUARD, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT},
              () => {
                const counts = new Map([...(graph?.counts ?? []), ...reportedMatches(compilation)]);
                const problems = [
                  ...(graph ? graph.problems : ['speed layer: the module graph was not counted']),
                  ...matchProblems(entries, bundle, counts, {minified, active}),
                ];
                for (const problem of problems) {
                  compilation.errors.push(new compiler.webpack.WebpackError(problem));
                }
              },
            );
          });
        },
      };
      return {...cache, plugins: [guard]};
    },
  };
}

/**
 * The entries a build applies: all of them but those in `without`, or with the layer off only
 * the site features.
 */
export function activeEntries(
  layerOn: boolean,
  without: readonly string[] = SPEED_LAYER_WITHOUT,
): readonly SpeedEntry[] {
  const unknown = without.filter((id) => !SPEED_ENTRIES.some((entry) => entry.id === id));
  if (unknown.length > 0) {
    throw new Error(`SPEED_LAYER_WITHOUT: no entry ${unknown.join(', ')} in speed/manifest.ts`);
  }
  return SPEED_ENTRIES.filter(
    (entry) =>
      entry.enabled !== false &&
      !without.includes(entry.id) &&
      (layerOn || entry.siteFeature === true),
  );
}

/**
 * The layer's part of the site config: its plugins (with the guard) and the page template.
 * Throws, naming the entry, when an installed target package is not the version declared.
 */
export function speedLayer(
  siteDir: string,
  layerOn: boolean = SPEED_LAYER_ON,
): {plugins: PluginConfig[]; ssrTemplate?: string} {
  const entries = activeEntries(layerOn);
  const problems = versionProblems(entries, (pkg) => installedVersion(siteDir, pkg));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return {
    plugins: [...entries.map((entry) => entry.plugin), () => speedGuardPlugin(entries, layerOn)],
    ...(layerOn ? {ssrTemplate} : {}),
  };
}
