import type {LoadContext} from '@docusaurus/types';

/** A navbar item of the theme config, as far as the build reads it. */
export interface NavbarItem {
  readonly type?: string;
  readonly items?: readonly NavbarItem[];
  readonly [option: string]: unknown;
}

/** The items of the configured navbar. */
export function configuredNavbarItems(context: LoadContext): readonly NavbarItem[] {
  const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: NavbarItem[]}}).navbar;
  return navbar?.items ?? [];
}

/** Every item, dropdown entries included, each before its entries. */
export function flattenNavbarItems(items: readonly NavbarItem[]): NavbarItem[] {
  return items.flatMap((item) => [item, ...flattenNavbarItems(item.items ?? [])]);
}
