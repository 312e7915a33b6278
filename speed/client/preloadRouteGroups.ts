import preload from '@docusaurus/core/lib/client/preload';
import {preloadWithSidebar} from './docsSidebars';
import {loadRouteGroups} from './prefixRoutesFirst';

/**
 * Docusaurus' preload of a path (its routes' chunks), after the routes of the route groups the
 * path lies in have arrived (`./prefixRoutesFirst.ts`): until then it would match only the
 * group. A docs page's sidebar comes with it (`./docsSidebars.ts`). Fails as Docusaurus' does
 * when a group's routes or the sidebar cannot be loaded.
 */
export default function preloadRouteGroups(pathname: string): Promise<unknown> {
  const pending = loadRouteGroups(pathname);
  return pending
    ? pending.then(() => preloadWithSidebar(preload, pathname))
    : preloadWithSidebar(preload, pathname);
}
