import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from './lib/replaceModule';

/**
 * The generated route table (`.docusaurus/routes.js`) imports `src/client/lazyComponentCreator.ts`
 * in place of `@docusaurus/ComponentCreator`, so route components are built when first used
 * rather than all at startup. Browser bundle only; the server renders as Docusaurus does.
 */
export default function lazyRoutesPlugin(): Plugin {
  return moduleReplacementPlugin({
    name: 'lazy-routes',
    request: /^@docusaurus\/ComponentCreator$/,
    issuer: /[\\/]\.docusaurus[\\/]routes\.js$/,
    replacement: 'lazyComponentCreator.ts',
  });
}
