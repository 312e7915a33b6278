import type {Plugin} from '@docusaurus/types';
import {INLINE_SIDEBARS} from '../inline-sidebars';
import {loaderRuleConfig} from '../lib/loaderRule';

/** The docs plugin's route props, among them the version data every docs page loads. */
const VERSION_PROPS =
  /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/**
 * Passes the docs plugin's route props through `speed/loaders/version-props-loader.cjs` (see
 * there) in both bundles, so server and browser render from the same data. In the browser
 * bundle `speed/loaders/sidebar-split-loader.cjs` then moves each sidebar but the inline ones
 * (`speed/inline-sidebars.ts`) into a chunk of its own, which makes these files JavaScript
 * modules there; the server bundle keeps them JSON, with every sidebar.
 */
export default function docsVersionDataPlugin(): Plugin {
  return {
    name: 'docs-version-data',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return loaderRuleConfig('docs-version-data', VERSION_PROPS, ['version-props-loader.cjs']);
      }
      return loaderRuleConfig(
        'docs-version-data',
        VERSION_PROPS,
        [
          {loader: 'sidebar-split-loader.cjs', options: {inline: [...INLINE_SIDEBARS]}},
          'version-props-loader.cjs',
        ],
        {type: 'javascript/auto'},
      );
    },
  };
}
