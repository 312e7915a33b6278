import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from './lib/replaceModule';

/**
 * Replaces the classic theme's `nprogress` client module, which put the nprogress library
 * (1.5 KB after compression) in every page's main.js, with `src/client/progressBar.ts`: the same
 * bar of a slow client-side navigation, drawn by a few lines with the theme's own styles.
 * Replaced in both bundles, as client modules run in both.
 */
export default function progressBarPlugin(): Plugin {
  return moduleReplacementPlugin({
    name: 'progress-bar',
    request: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/,
    replacement: 'progressBar.ts',
    server: true,
  });
}
