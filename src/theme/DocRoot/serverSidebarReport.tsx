import {createElement, type ComponentType, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import {matchPath, useLocation} from '@docusaurus/router';
import type {Props} from '@theme/DocRoot';
import {sidebarChunkName} from '../../client/docsSidebars';

/** Renders nothing; react-loadable reports its `modules` while the server renders the page. */
const nothing = (): null => null;
const reports = new Map<string, ComponentType>();

/** One reporting component per sidebar, made once, so every render gets the same one. */
function reportOf(sidebar: string): ComponentType {
  let report = reports.get(sidebar);
  if (!report) {
    report = Loadable({
      loader: () => Promise.resolve({}),
      loading: nothing,
      render: nothing,
      modules: [sidebarChunkName(sidebar)],
    });
    reports.set(sidebar, report);
  }
  return report;
}

/**
 * Server bundle only (`plugins/server-only.ts` makes it null in the browser): reports the
 * chunk of the page's sidebar (`src/client/docsSidebars.ts`), so the page's HTML lists it and
 * the browser fetches it alongside main.js rather than after the version data.
 */
export default function SidebarReport({route}: Pick<Props, 'route'>): ReactNode {
  const {pathname} = useLocation();
  const doc = route.routes?.find((docRoute) => matchPath(pathname, docRoute));
  const sidebar = (doc as {sidebar?: unknown} | undefined)?.sidebar;
  return typeof sidebar === 'string' ? createElement(reportOf(sidebar)) : null;
}
