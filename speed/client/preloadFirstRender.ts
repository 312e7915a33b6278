import preload from './preloadRouteGroups';

/**
 * The first render's preload. Docusaurus renders nothing when a page module fails to load on
 * the first page view, which leaves the server-rendered HTML without its app. Rendering anyway
 * lets the route's loader show its error (the red box) with a Retry button that loads the
 * module again. Client-side navigation keeps Docusaurus' own handling (warning, then reload).
 */
export default function preloadFirstRender(pathname: string): Promise<unknown> {
  return preload(pathname).catch((error: unknown) => {
    console.warn('A page module could not be loaded; the page shows the loader error.', error);
  });
}
