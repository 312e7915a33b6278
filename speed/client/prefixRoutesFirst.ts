import {useEffect, useState, type ReactNode} from 'react';
import routes, {routeGroups} from '@generated/routes';
import {renderRoutes, type RouteConfig, type RouteConfigComponentProps} from 'react-router-config';

/** A group of `speed/loaders/routes-loader.cjs`: its routes arrive from their own chunk. */
interface GroupRoute extends RouteConfig {
  readonly group: string;
  routes: RouteConfig[];
}

const isGroup = (route: RouteConfig): route is GroupRoute =>
  typeof (route as {group?: unknown}).group === 'string';

const notFound = routes.find((route) => route.path === '*');
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Loads a group's routes into it, followed by the not-found route (once; a failure can retry). */
function loadGroup(route: GroupRoute): Promise<void> {
  let pending = loading.get(route.group);
  if (!pending) {
    const loader = routeGroups[route.group];
    if (!loader) return Promise.reject(new Error(`No routes for ${route.group}`));
    pending = loader.load().then(
      (module) => {
        route.routes = notFound ? [...module.default, notFound] : [...module.default];
        loaded.add(route.group);
      },
      (error: unknown) => {
        loading.delete(route.group);
        throw error;
      },
    );
    loading.set(route.group, pending);
  }
  return pending;
}

/**
 * A group route renders its routes' table. Docusaurus loads a route before rendering it
 * (`loadRouteGroups` in its preload), so they are there by then; a render that comes first
 * anyway shows nothing until they arrive, or the theme's error box if they cannot be loaded.
 */
function RouteGroup({route}: RouteConfigComponentProps): ReactNode {
  const group = route && isGroup(route) ? route : null;
  const pending = group && !loaded.has(group.group) ? loadGroup(group) : null;
  const [failure, setFailure] = useState<unknown>(null);
  const [, setArrived] = useState(false);
  useEffect(() => {
    pending?.then(
      () => setArrived(true),
      (error: unknown) => setFailure(error ?? new Error('Routes not loaded')),
    );
  }, [pending]);
  if (failure && pending) throw failure;
  if (pending) return null;
  return renderRoutes(route?.routes);
}

const groups: GroupRoute[] = (routes as RouteConfig[]).filter(isGroup);
for (const group of groups) group.component = RouteGroup;

/** The groups a path lies in (`/developers/blog/2025/…`) whose routes have not arrived. */
export function pendingRouteGroups(pathname: string): {chunk: string; load: () => Promise<void>}[] {
  const paths = [pathname];
  try {
    paths.push(decodeURI(pathname));
  } catch {
    // A malformed escape: the path as it is is enough to find its group.
  }
  // Lower case, as React Router matches paths regardless of case.
  const lower = paths.map((path) => path.toLowerCase());
  return groups
    .filter((group) => {
      const prefix = group.group.toLowerCase();
      return (
        !loaded.has(group.group) &&
        lower.some((path) => path === prefix || path.startsWith(`${prefix}/`))
      );
    })
    .map((group) => ({
      chunk: routeGroups[group.group]?.chunk ?? '',
      load: () => loadGroup(group),
    }));
}

/**
 * Loads the routes of the groups a path lies in; null when there is nothing to load.
 * Docusaurus' preload (`./preloadRouteGroups.ts`) calls it before matching the path.
 */
export function loadRouteGroups(pathname: string): Promise<void> | null {
  const pending = pendingRouteGroups(pathname).map((group) => group.load());
  return pending.length === 0 ? null : Promise.all(pending).then(() => undefined);
}

// The route table of `speed/loaders/routes-loader.cjs`, with its groups' component; swapped in for
// `@generated/routes` in Docusaurus' client code by `speed/plugins/route-data.ts`.
export default routes;
