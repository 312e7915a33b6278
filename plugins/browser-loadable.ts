import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from './lib/replaceModule';

/**
 * Browser bundle only: Docusaurus' `ComponentCreator` gets `src/client/loadable.ts` instead of
 * `react-loadable` (a class component with a server-side module report the browser never
 * uses). The server bundle keeps `react-loadable`, so each page's HTML and chunk list are as
 * before.
 */
export default function browserLoadablePlugin(): Plugin {
  return moduleReplacementPlugin({
    name: 'browser-loadable',
    request: /^react-loadable$/,
    issuer: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/,
    replacement: 'loadable.ts',
  });
}
