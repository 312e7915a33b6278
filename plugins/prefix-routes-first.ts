import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from './lib/replaceModule';

/** Docusaurus' client code gets `src/client/prefixRoutesFirst.ts` for `@generated/routes`. */
export default function prefixRoutesFirstPlugin(): Plugin {
  return moduleReplacementPlugin({
    name: 'prefix-routes-first',
    request: /^@generated\/routes$/,
    issuer: /[\\/]@docusaurus[\\/](core[\\/]lib[\\/]client|theme-common[\\/]lib)[\\/]/,
    replacement: 'prefixRoutesFirst.ts',
  });
}
