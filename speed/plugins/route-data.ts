import type {Plugin} from '@docusaurus/types';
import {loaderRuleConfig} from '../lib/loaderRule';
import {CLIENT_ENTRY, clientFile, replaceModule, replaceRequests} from '../lib/replaceModule';

const ROUTES = /[\\/]\.docusaurus[\\/]routes\.js$/;
const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;
const COMPONENT_CREATOR = /^@docusaurus\/ComponentCreator$/;
const CORE_CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/;

/**
 * The route data, lazy routes and route groups, with the preload that ties them together: one
 * plugin, so the parts are applied together and in one order.
 *
 * Browser bundle:
 * - `.docusaurus/registry.js` goes through `speed/loaders/route-data-loader.cjs`: main.js keeps
 *   only the data of the routes with child routes, the others come in 64 data chunks, and
 *   Docusaurus' client reads `@generated/routesChunkNames` from the same module
 *   (`speed/client/routesChunkNames.ts`).
 * - `.docusaurus/routes.js` goes through `speed/loaders/routes-loader.cjs` (prefix routes first,
 *   the blog's exact routes in groups whose routes load on demand); Docusaurus' client and the
 *   theme read it through `speed/client/prefixRoutesFirst.ts`.
 * - The route table builds route components on first use (`speed/client/lazyComponentCreator.ts`
 *   in place of `@docusaurus/ComponentCreator`).
 * - Docusaurus' preload loads the route groups and data a path needs before matching it
 *   (`speed/client/preloadRouteGroups.ts`); the client entry's first-render preload also
 *   renders a page whose module failed, so its loader shows Retry
 *   (`speed/client/preloadFirstRender.ts`, which builds on the other). One replacement picks
 *   between the two by importer, so neither depends on the order of plugins.
 *
 * Server bundle: the registry reports chunk names (`speed/loaders/server-registry-loader.cjs`)
 * and the route table's components report their data chunk
 * (`speed/client/serverComponentCreator.tsx`), so each page's HTML lists its own chunks.
 */
export default function routeDataPlugin(): Plugin {
  return {
    name: 'route-data',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        const registry = loaderRuleConfig('route-data/registry', REGISTRY, [
          'server-registry-loader.cjs',
        ]);
        return {
          module: registry.module,
          plugins: [
            ...registry.plugins,
            ...replaceModule(currentBundler, true, {
              patch: 'route-data/component-creator',
              request: COMPONENT_CREATOR,
              issuer: ROUTES,
              replacement: 'serverComponentCreator.tsx',
              server: true,
              browser: false,
            }),
          ],
        };
      }
      const registry = loaderRuleConfig('route-data/registry', REGISTRY, ['route-data-loader.cjs']);
      const routes = loaderRuleConfig('route-data/routes', ROUTES, ['routes-loader.cjs']);
      const firstRender = clientFile('preloadFirstRender.ts');
      const preload = clientFile('preloadRouteGroups.ts');
      return {
        module: {rules: [...registry.module.rules, ...routes.module.rules]},
        plugins: [
          ...registry.plugins,
          ...routes.plugins,
          replaceRequests(
            currentBundler,
            'route-data/preload',
            /^\.\/preload(\.js)?$/,
            (_r, issuer) =>
              CLIENT_ENTRY.test(issuer)
                ? firstRender
                : CORE_CLIENT.test(issuer)
                  ? preload
                  : undefined,
          ),
          ...replaceModule(currentBundler, false, {
            patch: 'route-data/component-creator',
            request: COMPONENT_CREATOR,
            issuer: ROUTES,
            replacement: 'lazyComponentCreator.ts',
          }),
          ...replaceModule(currentBundler, false, {
            patch: 'route-data/routes-chunk-names',
            request: /^@generated\/routesChunkNames$/,
            replacement: 'routesChunkNames.ts',
          }),
          ...replaceModule(currentBundler, false, {
            patch: 'route-data/route-table',
            request: /^@generated\/routes$/,
            issuer: /[\\/]@docusaurus[\\/](core[\\/]lib[\\/]client|theme-common[\\/]lib)[\\/]/,
            replacement: 'prefixRoutesFirst.ts',
          }),
        ],
      };
    },
  };
}
