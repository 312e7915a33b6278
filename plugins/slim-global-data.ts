import type {LoadContext, Plugin} from '@docusaurus/types';
import {loaderRulePlugin} from './lib/loaderRule';

/** Navbar item types whose components read the docs list of the docs plugin's global data. */
export const DOC_AWARE_ITEMS = ['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'];

interface NavbarItem {
  readonly type?: string;
  readonly items?: readonly NavbarItem[];
  readonly [option: string]: unknown;
}

/** The navbar items, dropdown entries included, whose type reads the docs list. */
export function docAwareItems(items: readonly NavbarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type !== undefined && DOC_AWARE_ITEMS.includes(item.type) ? [item.type] : []),
    ...docAwareItems(item.items ?? []),
  ]);
}

/**
 * Passes the global data through `lib/global-data-loader.cjs`, which empties the docs plugin's
 * per-version docs list (see there). Both bundles, so server and browser render from the same
 * data. Throws when the navbar has an item that would need the list.
 */
export default function slimGlobalDataPlugin(context: LoadContext): Plugin {
  const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: NavbarItem[]}}).navbar;
  const found = docAwareItems(navbar?.items ?? []);
  if (found.length > 0) {
    throw new Error(
      `slim-global-data: navbar items of type ${found.join(', ')} read the docs list that ` +
        'plugins/lib/global-data-loader.cjs removes; keep the list for them or use plain links',
    );
  }
  return loaderRulePlugin({
    name: 'slim-global-data',
    test: /[\\/]\.docusaurus[\\/]globalData\.json$/,
    loader: 'global-data-loader.cjs',
    server: true,
  });
}
