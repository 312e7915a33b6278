import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from '../lib/replaceModule';

/** The file of `@docusaurus/utils-common` whose `require("tslib")` is swapped. */
export const UTILS_COMMON_INDEX = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;

/**
 * `@docusaurus/utils-common` imports the whole of tslib for one helper; in the browser bundle it
 * gets `speed/client/tslibImportDefault.ts` instead. A unit test checks that the package still
 * calls no other helper, so an upgrade that does fails the tests instead of the page.
 */
export default function tslibHelperPlugin(): Plugin {
  return moduleReplacementPlugin({
    patch: 'tslib-helper',
    request: /^tslib$/,
    issuer: UTILS_COMMON_INDEX,
    replacement: 'tslibImportDefault.ts',
  });
}
