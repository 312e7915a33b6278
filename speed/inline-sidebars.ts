/**
 * Docs sidebars that stay in the docs version data instead of a chunk of their own
 * (`speed/loaders/sidebar-split-loader.cjs`). Core's sidebar is the largest and about two thirds
 * of the docs pages show it: inline, those pages make no extra request for it, and every other
 * page still loads less than all ten sidebars.
 */
export const INLINE_SIDEBARS: readonly string[] = ['Core'];

/** The chunk of a sidebar, as `speed/loaders/sidebar-split-loader.cjs` names it. */
export const sidebarChunkName = (name: string): string => `sidebar-${name}`;

/** The chunk a page showing this sidebar loads for it; none for an inline sidebar. */
export const sidebarChunkOf = (name: string): string | undefined =>
  INLINE_SIDEBARS.includes(name) ? undefined : sidebarChunkName(name);
