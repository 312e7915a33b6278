import type {LoadContext, Plugin} from '@docusaurus/types';
import {loaderRulePlugin} from '../lib/loaderRule';
import {configuredNavbarItems, flattenNavbarItems, type NavbarItem} from '../lib/navbarItems';

/** Navbar item types whose components read the docs list of the docs plugin's global data. */
export const DOC_AWARE_ITEMS = ['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'];

/** The navbar items, dropdown entries included, whose type reads the docs list. */
export function docAwareItems(items: readonly NavbarItem[]): string[] {
  return flattenNavbarItems(items).flatMap(({type}) =>
    type !== undefined && DOC_AWARE_ITEMS.includes(type) ? [type] : [],
  );
}

/**
 * Passes the global data through `speed/loaders/global-data-loader.cjs`, which empties the docs plugin's
 * per-version docs list (see there). Both bundles, so server and browser render from the same
 * data. Throws when the navbar has an item that would need the list.
 */
export default function globalDataPlugin(context: LoadContext): Plugin {
  const found = docAwareItems(configuredNavbarItems(context));
  if (found.length > 0) {
    throw new Error(
      `speed layer entry "global-data": navbar items of type ${found.join(', ')} read the docs list that ` +
        'speed/loaders/global-data-loader.cjs removes; keep the list for them or use plain links',
    );
  }
  return loaderRulePlugin({
    patch: 'global-data',
    test: /[\\/]\.docusaurus[\\/]globalData\.json$/,
    loader: 'global-data-loader.cjs',
    server: true,
  });
}
