import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from './lib/replaceModule';

/** Docusaurus' files that import `react-helmet-async`: the client entry and `@docusaurus/Head`. */
export const HELMET_IMPORTERS =
  /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/](clientEntry|exports[\\/]Head)\.js$/;

/**
 * In the browser bundle, Docusaurus' `react-helmet-async` is replaced by
 * `src/client/browserHelmet.tsx`: main.js is 3.4 KB smaller after compression, and the head is
 * written once per commit instead of mid-hydration. The server bundle keeps the real one:
 * Docusaurus reads its output to write each page's head. A unit test fails if Docusaurus starts
 * importing anything from it but `Helmet` and `HelmetProvider`.
 */
export default function browserHeadPlugin(): Plugin {
  return moduleReplacementPlugin({
    name: 'browser-head',
    request: /^react-helmet-async$/,
    issuer: HELMET_IMPORTERS,
    replacement: 'browserHelmet.tsx',
  });
}
