import {createElement, type ComponentType, type ReactNode} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

type RouteComponent = ReturnType<typeof ComponentCreator>;

/**
 * Docusaurus' route table calls `ComponentCreator` for every route (about 630 here) while the
 * app starts, and each call flattens the route's chunk names and builds a loadable component:
 * measured at about a fifth of the startup script's run time on a phone-speed CPU, for routes
 * the page never renders. This stands in for it in the route table (`plugins/lazy-routes.ts`)
 * and builds a route's component on its first render or preload, with Docusaurus' own
 * `ComponentCreator`; the route then behaves exactly as before.
 */
export default function lazyComponentCreator(path: string, hash: string): RouteComponent {
  let component: RouteComponent | undefined;
  const build = (): RouteComponent => (component ??= ComponentCreator(path, hash));
  function Route(props: Record<string, unknown>): ReactNode {
    return createElement(build() as ComponentType<Record<string, unknown>>, props);
  }
  return Object.assign(Route, {
    preload: () => build().preload(),
  }) as unknown as RouteComponent;
}
