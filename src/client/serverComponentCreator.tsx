import {createElement, Fragment, type ComponentType, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import ComponentCreator from '@docusaurus/ComponentCreator';
import {routeDataChunkNames} from '@generated/registry';

type RouteComponent = ReturnType<typeof ComponentCreator>;

/** Renders nothing; react-loadable reports its `modules` while the server renders the page. */
const nothing = (): null => null;

/**
 * The server bundle's `ComponentCreator` for the route table (`plugins/route-data.ts`): the
 * route renders as Docusaurus builds it, next to an empty loadable component that reports the
 * route's data chunk (`route-data-N`). Docusaurus lists what a page reports in its HTML, so the
 * browser fetches the data chunk alongside main.js instead of only once main.js has run and
 * asked for it. Routes whose data is in main.js are returned unchanged.
 */
export default function serverComponentCreator(path: string, hash?: string): RouteComponent {
  const route = ComponentCreator(path, hash ?? '');
  const chunk = path === '*' ? undefined : routeDataChunkNames[`${path}-${hash}`];
  if (chunk === undefined) return route;
  const Report = Loadable({
    loader: () => Promise.resolve({}),
    loading: nothing,
    render: nothing,
    modules: [chunk],
  });
  function ReportedRoute(props: Record<string, unknown>): ReactNode {
    return createElement(
      Fragment,
      null,
      createElement(Report),
      createElement(route as ComponentType<Record<string, unknown>>, props),
    );
  }
  return Object.assign(ReportedRoute, {preload: route.preload}) as unknown as RouteComponent;
}
