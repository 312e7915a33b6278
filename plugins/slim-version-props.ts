import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Route props the docs plugin writes, among them the version data every docs page loads. */
const DOCS_ROUTE_PROPS =
  /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** Passes the docs version data through `lib/version-props-loader.cjs` (see there). */
export default function slimVersionPropsPlugin(): Plugin {
  return {
    name: 'slim-version-props',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: DOCS_ROUTE_PROPS,
              use: [path.join(__dirname, 'lib', 'version-props-loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
