import type {Plugin} from '@docusaurus/types';
import {loaderRulePlugin} from './lib/loaderRule';

/**
 * Passes the docs plugin's route props, among them the version data every docs page loads,
 * through `lib/version-props-loader.cjs` (see there). Both bundles, so server and browser
 * render from the same data.
 */
export default function slimVersionPropsPlugin(): Plugin {
  return loaderRulePlugin({
    name: 'slim-version-props',
    test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
    loader: 'version-props-loader.cjs',
    server: true,
  });
}
