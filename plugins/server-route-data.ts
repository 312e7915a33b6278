import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from './lib/replaceModule';

/**
 * Server bundle only: the generated route table (`.docusaurus/routes.js`) imports
 * `src/client/serverComponentCreator.tsx` in place of `@docusaurus/ComponentCreator`, so each
 * page also reports its route-data chunk (`plugins/route-data.ts`) and its HTML lists it.
 */
export default function serverRouteDataPlugin(): Plugin {
  return moduleReplacementPlugin({
    name: 'server-route-data',
    request: /^@docusaurus\/ComponentCreator$/,
    issuer: /[\\/]\.docusaurus[\\/]routes\.js$/,
    replacement: 'serverComponentCreator.tsx',
    server: true,
    browser: false,
  });
}
