import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {INLINE_SIDEBARS} from '../config/inlineSidebars';

/** The docs plugin's route props, among them the version data every docs page loads. */
const VERSION_PROPS =
  /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/**
 * Passes the docs plugin's route props through `lib/version-props-loader.cjs` (see there) in
 * both bundles, so server and browser render from the same data. In the browser bundle
 * `lib/sidebar-split-loader.cjs` then moves each sidebar but the inline ones
 * (`config/inlineSidebars.ts`) into a chunk of its own, which makes these files JavaScript
 * modules there; the server bundle keeps them JSON, with every sidebar.
 */
export default function slimVersionPropsPlugin(): Plugin {
  const loader = (file: string) => path.join(__dirname, 'lib', file);
  return {
    name: 'slim-version-props',
    configureWebpack(_config, isServer) {
      const use = isServer
        ? [loader('version-props-loader.cjs')]
        : [
            {loader: loader('sidebar-split-loader.cjs'), options: {inline: [...INLINE_SIDEBARS]}},
            loader('version-props-loader.cjs'),
          ];
      return {
        module: {
          rules: [{test: VERSION_PROPS, use, ...(isServer ? {} : {type: 'javascript/auto'})}],
        },
      };
    },
  };
}
