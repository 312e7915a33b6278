import type {PluginConfig} from '@docusaurus/types';
import {SEARCH_PLUGIN_DEFAULTS} from '../config/env';
import routeDataPlugin from './plugins/route-data';
import docsVersionDataPlugin from './plugins/docs-version-data';
import idlePrefetchPlugin from './plugins/idle-prefetch';
import emptyPrismClientModulePlugin from './plugins/empty-prism-client-module';
import serverOnlyPlugin from './plugins/server-only';
import runtimeMapsPlugin from './plugins/runtime-maps';
import globalDataPlugin from './plugins/global-data';
import tslibHelperPlugin from './plugins/tslib-helper';
import searchFallbackPlugin from './plugins/search-fallback';
import searchWorkerNamePlugin from './plugins/search-worker-name';

/** A package whose internals an entry depends on, and the version it was checked against. */
export interface Target {
  readonly package: string;
  /** Must equal the installed version, or the build stops (`speed/guard.ts`). */
  readonly version: string;
  /** The modules of the package that are replaced, rewritten or read. */
  readonly modules: readonly string[];
}

/** Expected matches of one patch, per bundle; a bundle left out has none. */
export interface Matches {
  readonly browser?: number;
  readonly server?: number;
}

/** One replacement of framework internals (or several that only work together). */
export interface SpeedEntry {
  readonly id: string;
  /** What it does, in a line. */
  readonly does: string;
  readonly targets: readonly Target[];
  /**
   * Patch name (`<id>` or `<id>/<part>`) → expected matches: for a module replacement, the
   * imports it replaces; for a loader, the files it rewrites; for a rewrite of the bundler's
   * output, the assets it rewrote. The build fails on any other count.
   */
  readonly matches: Readonly<Record<string, Matches>>;
  /** Patches that only run on minified output. */
  readonly minifiedOnly?: boolean;
  /** What it saves, as measured (where and when in `saving`). */
  readonly saving: string;
  /** The tests that guard its behaviour. */
  readonly tests: readonly string[];
  /** A site feature that reaches below the theme: kept with `SPEED_LAYER=off`. */
  readonly siteFeature?: boolean;
  /** False: left out of this build (default: true). */
  readonly enabled?: boolean;
  /** The Docusaurus plugin that applies it. */
  readonly plugin: PluginConfig;
}

const CORE = '3.8.0';
const core = (...modules: string[]): Target => ({
  package: '@docusaurus/core',
  version: CORE,
  modules,
});

/**
 * Every replacement of a framework internal this site makes: module replacements, loader
 * rewrites of generated files, emptied client modules and rewrites of the bundler's output.
 * The page template (`./ssr-template.ts`) is the layer's one site-config entry. Order does not
 * matter: no two patches claim the same import (the guard checks), and parts that belong
 * together are one plugin.
 */
export const SPEED_ENTRIES: readonly SpeedEntry[] = [
  {
    id: 'route-data',
    does: "Route data, route table and route components leave main.js: the registry and chunk-name table in 64 data chunks, the blog's exact routes in groups loaded on demand, route components built on first use, a preload that loads all of it before matching (and renders a failed first page with Retry); the server reports each page's chunks so its HTML lists them",
    targets: [
      core(
        'lib/client/clientEntry.js (./preload)',
        'lib/client/*.js (./preload, @generated/routes, @generated/routesChunkNames)',
        '.docusaurus/registry.js, routes.js, routesChunkNames.json (generated)',
        'lib/client/exports/ComponentCreator.js',
      ),
      {
        package: '@docusaurus/theme-common',
        version: CORE,
        modules: ['lib/**/*.js (@generated/routes)'],
      },
    ],
    matches: {
      'route-data/registry': {browser: 1, server: 1},
      'route-data/routes': {browser: 1},
      'route-data/preload': {browser: 3},
      'route-data/component-creator': {browser: 1, server: 1},
      'route-data/routes-chunk-names': {browser: 2},
      'route-data/route-table': {browser: 5},
    },
    // Not measurable alone from the files: without it a page's HTML lists no chunks of its own.
    saving:
      'when added: main.js 134.4 → 115.0 KiB br, docs page first load 224.5 → 201.9 KiB (route data, b844d26); main.js −4.3 KiB br (route groups, 7f84886); docs page 13 → 7 scripts, 167.2 → 162.1 KiB (layout chunk, 06a2a8c). Whole layer against SPEED_LAYER=off (bench:pages, issue 27): first load ×0.59–0.68, scripts ×0.54–0.63',
    tests: [
      'tests/unit/routeDataLoader.test.ts',
      'tests/unit/serverRegistryLoader.test.ts',
      'tests/unit/routesLoader.test.ts',
      'tests/unit/routeOrder.test.ts',
      'tests/unit/runtimeMaps.test.ts',
      'tests/e2e/page-loader.spec.ts',
      'tests/e2e/blog.spec.ts',
    ],
    plugin: routeDataPlugin,
  },
  {
    id: 'docs-version-data',
    does: "The docs version data every docs page loads loses its doc map (only doc cards read it) and keeps only Core's sidebar; the other sidebars are chunks of their own",
    targets: [
      {
        package: '@docusaurus/plugin-content-docs',
        version: CORE,
        modules: ['.docusaurus/docusaurus-plugin-content-docs/*/p/*.json (generated route props)'],
      },
    ],
    matches: {'docs-version-data': {browser: 1, server: 1}},
    saving:
      'issue 27, SPEED_LAYER_WITHOUT: core/entity/light first load 180.5 → 158.2 KiB br (−22.3); other pages +0.2 KiB',
    tests: [
      'tests/unit/versionPropsLoader.test.ts',
      'tests/unit/sidebarSplitLoader.test.ts',
      'tests/e2e/docs-page.spec.ts',
    ],
    plugin: docsVersionDataPlugin,
  },
  {
    id: 'idle-prefetch',
    does: "The client entry's window.docusaurus prefetches linked pages in idle time, a few milliseconds at a time, and waits while the reader reaches for search",
    targets: [core('lib/client/clientEntry.js (./docusaurus)')],
    matches: {'idle-prefetch': {browser: 1}},
    // Also what makes link prefetching work with route-data: a route's chunk names arrive with
    // its data chunk, which Docusaurus' own prefetch does not load.
    saving:
      'cold Ctrl+K to suggestions ~550 → ~370 ms (1b03f87); prefetch work off the main thread while the page starts (TBT, not measured alone)',
    tests: ['tests/unit/prefetchHold.test.ts', 'tests/e2e/page-loader.spec.ts'],
    plugin: idlePrefetchPlugin,
  },
  {
    id: 'prism-client-module',
    does: "The theme's prism-include-languages client module is emptied, so Prism and its languages leave the startup bundle; src/theme/CodeBlock/Content loads them when a block needs them",
    targets: [
      {
        package: '@docusaurus/theme-classic',
        version: CORE,
        modules: ['lib/prism-include-languages.js (client module)'],
      },
    ],
    matches: {'prism-client-module': {browser: 1, server: 1}},
    saving: 'measured together with server-only, see there',
    tests: ['tests/e2e/code-block.spec.ts'],
    plugin: emptyPrismClientModulePlugin,
  },
  {
    id: 'server-only',
    does: "The theme components' ./serverXxx imports (CodeBlock's Prism, the search bar) are null in the browser, so that code is in the chunk the component loads on demand",
    targets: [core('lib/webpack (NormalModuleReplacementPlugin on src/theme imports)')],
    matches: {'server-only': {browser: 2}},
    saving:
      'issue 27, SPEED_LAYER_WITHOUT (with prism-client-module): first load −44.5 / −45.2 / −45.2 KiB br on the landing page, core/entity/light and a blog post (main.js 148,882 → 103,389 B)',
    tests: ['tests/e2e/code-block.spec.ts', 'tests/e2e/search.spec.ts'],
    plugin: serverOnlyPlugin,
  },
  {
    id: 'runtime-maps',
    does: "The bundler runtime's three chunk maps become one id → name.hash map, most of it carried by the route-data chunks",
    targets: [
      {package: '@rspack/core', version: '1.7.12', modules: ['runtime~main (minified output)']},
      {package: 'webpack', version: '5.99.9', modules: ['runtime~main (minified output)']},
    ],
    matches: {'runtime-maps': {browser: 1}},
    minifiedOnly: true,
    saving:
      'issue 27, SPEED_LAYER_WITHOUT: first load −12.3 / −12.4 / −12.4 KiB br (landing, core/entity/light, blog post)',
    tests: ['tests/unit/runtimeMaps.test.ts', 'tests/e2e/page-loader.spec.ts'],
    plugin: runtimeMapsPlugin,
  },
  {
    id: 'global-data',
    does: "The docs plugin's per-version docs list is emptied in the global data (only doc-aware navbar items read it; the build fails if one is configured)",
    targets: [
      core('.docusaurus/globalData.json (generated)'),
      {package: '@docusaurus/plugin-content-docs', version: CORE, modules: ['global data shape']},
    ],
    matches: {'global-data': {browser: 1, server: 1}},
    saving:
      'issue 27, SPEED_LAYER_WITHOUT: main.js 105,610 → 103,389 B br (−2.2 KiB) on every page',
    tests: ['tests/unit/globalData.test.ts'],
    plugin: globalDataPlugin,
  },
  {
    id: 'tslib-helper',
    does: "@docusaurus/utils-common gets tslib's one helper it calls instead of all of tslib",
    targets: [
      {package: '@docusaurus/utils-common', version: CORE, modules: ['lib/index.js (tslib)']},
    ],
    matches: {'tslib-helper': {browser: 1}},
    saving:
      'issue 27, SPEED_LAYER_WITHOUT: main.js 106,567 → 103,389 B br (−3.1 KiB) on every page',
    tests: ['tests/unit/tslibHelper.test.ts'],
    plugin: tslibHelperPlugin,
  },
  {
    id: 'search-fallback',
    does: "The search plugin's bar and results page call searchByWorker through a wrapper that holds link prefetching while an index loads",
    targets: [
      {
        package: '@easyops-cn/docusaurus-search-local',
        version: '0.49.2',
        modules: ['dist/client/client/theme/*/*.js (../searchByWorker)'],
      },
    ],
    matches: {'search-fallback': {browser: 2}},
    saving: 'none: a site feature (search quality, `npm run bench:search`)',
    // The plugin's defaults (the search benchmark's baseline) are the plugin as shipped.
    enabled: !SEARCH_PLUGIN_DEFAULTS,
    tests: ['tests/e2e/search.spec.ts'],
    siteFeature: true,
    plugin: searchFallbackPlugin,
  },
  {
    id: 'search-worker-name',
    does: "The search plugin's worker chunk is named search-worker, so nginx gives that one script the policy it runs under, and it starts the site's worker (src/client/searchWorker.ts: query reading, ranking, term shards) instead of the plugin's worker.js",
    targets: [
      {
        package: '@easyops-cn/docusaurus-search-local',
        version: '0.49.2',
        modules: ['dist/client/client/theme/searchByWorker.js (new Worker)'],
      },
    ],
    matches: {'search-worker-name': {browser: 1}},
    saving: 'none: a site feature (headers, search quality: `npm run bench:search`)',
    tests: ['tests/e2e/csp.spec.ts', 'tests/e2e/search.spec.ts', 'tests/unit/searchEngine.test.ts'],
    siteFeature: true,
    plugin: searchWorkerNamePlugin,
  },
];
