import type {Plugin} from '@docusaurus/types';
import {CLIENT_ENTRY, moduleReplacementPlugin} from './lib/replaceModule';

/**
 * Swaps the preload that Docusaurus' client entry runs before the first render for
 * `src/client/preloadFirstRender.ts`, so that a page module failing to load shows the loader's
 * error box with Retry instead of a page without its app. Only the client entry's import is
 * replaced; navigation keeps the original preload.
 */
export default function firstRenderLoaderPlugin(): Plugin {
  return moduleReplacementPlugin({
    name: 'first-render-loader',
    request: /^\.\/preload(\.js)?$/,
    issuer: CLIENT_ENTRY,
    replacement: 'preloadFirstRender.ts',
  });
}
