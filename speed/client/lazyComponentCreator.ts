import {createElement, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import {loadRouteData} from '@generated/registry';

type RouteComponent = ReturnType<typeof ComponentCreator>;

/**
 * Docusaurus' route table calls `ComponentCreator` for every route (about 630 here) while the
 * app starts, and each call flattens the route's chunk names and builds a loadable component:
 * measured at about a fifth of the startup script's run time on a phone-speed CPU, for routes
 * the page never renders. This stands in for it in the route table (`speed/plugins/route-data.ts`)
 * and builds a route's component on its first render or preload, with Docusaurus' own
 * `ComponentCreator`, once the route's data chunk has arrived (`speed/plugins/route-data.ts`); the
 * route then behaves exactly as before. Docusaurus preloads a route before rendering it (the
 * first page before hydration, others before a navigation), so the data is there by then; a
 * render that comes first anyway shows nothing until it arrives, or the theme's error box if
 * it cannot be loaded.
 */
export default function lazyComponentCreator(path: string, hash?: string): RouteComponent {
  const key = `${path}-${hash}`;
  let component: RouteComponent | undefined;
  const build = (): RouteComponent => (component ??= ComponentCreator(path, hash ?? ''));
  // The not-found route ('*') has no data of its own.
  const loadData = (): Promise<void> | null => (path === '*' ? null : loadRouteData(key));

  function Route(props: Record<string, unknown>): ReactNode {
    const pending = component === undefined ? loadData() : null;
    const [failure, setFailure] = useState<unknown>(null);
    const [, setArrived] = useState(false);
    useEffect(() => {
      pending?.then(
        () => setArrived(true),
        (error: unknown) => setFailure(error ?? new Error(`Route data of ${path} not loaded`)),
      );
    }, [pending]);
    // The theme's error boundary shows it, with a button that renders (and loads) again.
    if (failure && pending) throw failure;
    if (pending) return null;
    return createElement(build() as ComponentType<Record<string, unknown>>, props);
  }
  return Object.assign(Route, {
    preload: () => {
      const pending = loadData();
      return pending ? pending.then(() => build().preload()) : build().preload();
    },
    routeKey: key,
  }) as unknown as RouteComponent;
}
