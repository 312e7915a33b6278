import {createElement, Fragment, type ComponentType, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import ComponentCreator from '@docusaurus/ComponentCreator';
import {routeDataChunkNames} from '@generated/registry';
import {sidebarChunkOf} from '../inline-sidebars';

type RouteComponent = ReturnType<typeof ComponentCreator>;

/** Renders nothing; react-loadable reports its `modules` while the server renders the page. */
const nothing = (): null => null;
const reports = new Map<string, ComponentType>();

/** An empty loadable component that reports one chunk, made once per chunk. */
function reportOf(chunk: string): ComponentType {
  let report = reports.get(chunk);
  if (!report) {
    report = Loadable({
      loader: () => Promise.resolve({}),
      loading: nothing,
      render: nothing,
      modules: [chunk],
    });
    reports.set(chunk, report);
  }
  return report;
}

/**
 * The server bundle's `ComponentCreator` for the route table (`speed/plugins/route-data.ts`): the
 * route renders as Docusaurus builds it, next to empty loadable components that report the
 * route's data chunk (`route-data-N`) and, for a doc, its sidebar's chunk
 * (`speed/client/docsSidebars.ts`; none for a sidebar kept inline). Docusaurus lists what a page
 * reports in its HTML, so the browser fetches those chunks alongside main.js instead of only
 * once main.js has run and asked for them. Routes whose data is in main.js (the docs' parent
 * routes, which have no sidebar) are returned unchanged.
 */
export default function serverComponentCreator(path: string, hash?: string): RouteComponent {
  const route = ComponentCreator(path, hash ?? '');
  const chunk = path === '*' ? undefined : routeDataChunkNames[`${path}-${hash}`];
  if (chunk === undefined) return route;
  const Report = reportOf(chunk);
  function ReportedRoute(props: Record<string, unknown>): ReactNode {
    // React Router's route config hands each route component its route, with the doc's sidebar.
    const sidebar = (props.route as {sidebar?: unknown} | undefined)?.sidebar;
    const sidebarChunk = typeof sidebar === 'string' ? sidebarChunkOf(sidebar) : undefined;
    return createElement(
      Fragment,
      null,
      createElement(Report),
      sidebarChunk === undefined ? null : createElement(reportOf(sidebarChunk)),
      createElement(route as ComponentType<Record<string, unknown>>, props),
    );
  }
  return Object.assign(ReportedRoute, {preload: route.preload}) as unknown as RouteComponent;
}
