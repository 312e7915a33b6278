import {loaderRulePlugin} from './lib/loaderRule';
import {moduleReplacementPlugin} from './lib/replaceModule';

/**
 * Browser bundle only: passes the route table through `lib/routes-loader.cjs` (prefix routes
 * first, the blog's exact routes in groups whose routes load on demand); Docusaurus' client
 * reads it through `src/client/prefixRoutesFirst.ts` (`plugins/prefix-routes-first.ts`).
 */
export default function routeGroupsPlugin() {
  return loaderRulePlugin({
    name: 'route-groups',
    test: /[\\/]\.docusaurus[\\/]routes\.js$/,
    loader: 'routes-loader.cjs',
  });
}

/**
 * Docusaurus' preload (before the first render, before a navigation, on hover) gets
 * `src/client/preloadRouteGroups.ts`, which loads the route groups a path lies in before
 * matching it. The client entry's import is already `src/client/preloadFirstRender.ts`
 * (`plugins/first-render-loader.ts`), which builds on the same.
 */
export function preloadRouteGroupsPlugin() {
  return moduleReplacementPlugin({
    name: 'preload-route-groups',
    request: /^\.\/preload(\.js)?$/,
    issuer: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/,
    replacement: 'preloadRouteGroups.ts',
  });
}
