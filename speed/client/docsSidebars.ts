import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

type LoadSidebar = () => Promise<{default: PropSidebar}>;

const loaders = new Map<string, LoadSidebar>();
const arrived = new Map<string, PropSidebar>();
const loading = new Map<string, Promise<void>>();

/**
 * The docs version data's `docsSidebars` in the browser (`speed/loaders/sidebar-split-loader.cjs`
 * writes the call): the sidebars kept in the version data are here already; each of the others
 * reads as its items once its chunk has arrived, and as undefined (no sidebar) before.
 */
export function docsSidebars(
  inline: Record<string, PropSidebar>,
  found: Record<string, LoadSidebar>,
): Record<string, PropSidebar> {
  const view: Record<string, PropSidebar> = {};
  for (const [name, items] of Object.entries(inline)) arrived.set(name, items);
  for (const [name, load] of Object.entries(found)) loaders.set(name, load);
  for (const name of [...Object.keys(inline), ...Object.keys(found)]) {
    Object.defineProperty(view, name, {enumerable: true, get: () => arrived.get(name)});
  }
  return view;
}

/** Whether a sidebar is here: kept inline, or its chunk has arrived. */
export const hasSidebar = (name: string): boolean => arrived.has(name);

/** The sidebar of the doc a path leads to, as its route names it. */
export function sidebarOf(pathname: string): string | undefined {
  for (const {route} of matchRoutes(routes, pathname)) {
    const sidebar = (route as {sidebar?: unknown}).sidebar;
    if (typeof sidebar === 'string') return sidebar;
  }
  return undefined;
}

/**
 * Loads a sidebar (once; a failure can retry). Null when it is here already, or when the
 * version data that knows its chunk has not been loaded yet.
 */
export function loadSidebar(name: string): Promise<void> | null {
  if (arrived.has(name)) return null;
  const load = loaders.get(name);
  if (!load) return null;
  let pending = loading.get(name);
  if (!pending) {
    pending = load().then(
      (module) => {
        arrived.set(name, module.default);
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/**
 * A preload of a path that also brings the sidebar of the doc it leads to: alongside the
 * route's chunks when the version data is here already, after them when it comes with them
 * (the first docs page of a visit reached by a client-side navigation).
 */
export function preloadWithSidebar(
  preload: (pathname: string) => Promise<unknown>,
  pathname: string,
): Promise<unknown> {
  const sidebar = sidebarOf(pathname);
  if (sidebar === undefined) return preload(pathname);
  return Promise.all([preload(pathname), loadSidebar(sidebar)]).then(([result]) => {
    const late = loadSidebar(sidebar);
    return late ? late.then(() => result) : result;
  });
}
