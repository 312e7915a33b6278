import type {LoadContext, Plugin} from '@docusaurus/types';
import {configuredNavbarItems, flattenNavbarItems, type NavbarItem} from './lib/navbarItems';
import {replaceRequests} from './lib/replaceModule';

/** The classic theme's navbar item types and their components (`NavbarItem/ComponentTypes`). */
export const NAVBAR_ITEM_COMPONENTS: Readonly<Record<string, string>> = {
  default: 'DefaultNavbarItem',
  localeDropdown: 'LocaleDropdownNavbarItem',
  search: 'SearchNavbarItem',
  dropdown: 'DropdownNavbarItem',
  html: 'HtmlNavbarItem',
  doc: 'DocNavbarItem',
  docSidebar: 'DocSidebarNavbarItem',
  docsVersion: 'DocsVersionNavbarItem',
  docsVersionDropdown: 'DocsVersionDropdownNavbarItem',
};

/**
 * The item types a navbar uses, dropdown entries included, as the theme's `NavbarItem` names
 * them (no type, or `default`, is `dropdown` for an item with entries); `default` always.
 */
export function usedNavbarItemTypes(items: readonly NavbarItem[]): string[] {
  const types = new Set(['default']);
  for (const item of flattenNavbarItems(items)) {
    types.add(
      !item.type || item.type === 'default' ? (item.items ? 'dropdown' : 'default') : item.type,
    );
  }
  return [...types].sort();
}

/** The source of the type → component module for the given types. */
export function componentTypesSource(types: readonly string[]): string {
  const imports = types.map((type) => {
    const component = NAVBAR_ITEM_COMPONENTS[type];
    if (!component) throw new Error(`navbar-item-types: unknown navbar item type "${type}"`);
    return `import ${component} from '@theme/NavbarItem/${component}';`;
  });
  const entries = types.map(
    (type) => `  ${JSON.stringify(type)}: ${NAVBAR_ITEM_COMPONENTS[type]},`,
  );
  return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
}

/**
 * The theme's navbar looks item components up in a map of all nine types, so every page's
 * main.js carried the locale dropdown, the doc and version items and the HTML item, which this
 * navbar does not use (~1 KiB after compression). This writes the map with the types the
 * configured navbar uses (`usedNavbarItemTypes`) and has the theme's `NavbarItem` import it, in
 * both bundles; an item of another type added to the configuration brings its component with it.
 */
export default function navbarItemTypesPlugin(context: LoadContext): Plugin {
  const types = usedNavbarItemTypes(configuredNavbarItems(context));
  let file: string | undefined;
  return {
    name: 'navbar-item-types',
    async contentLoaded({actions}) {
      file = await actions.createData('navbar-item-types.js', componentTypesSource(types));
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      if (file === undefined) throw new Error('navbar-item-types: the module was not written');
      const generated = file;
      return {
        plugins: [
          replaceRequests(currentBundler, /^@theme\/NavbarItem\/ComponentTypes$/, () => generated),
        ],
      };
    },
  };
}
