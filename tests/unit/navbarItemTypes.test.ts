import {describe, expect, it} from 'vitest';
import {
  NAVBAR_ITEM_COMPONENTS,
  componentTypesSource,
  usedNavbarItemTypes,
} from '../../plugins/navbar-item-types';
import {navbar} from '../../config/navbar';

describe('navbar item types', () => {
  it("lists the types of the site's navbar, dropdown entries included", () => {
    expect(usedNavbarItemTypes(navbar.items)).toEqual(['default', 'dropdown', 'search']);
  });

  it('names types as the theme does: an untyped item with entries is a dropdown', () => {
    expect(
      usedNavbarItemTypes([
        {items: [{type: 'docSidebar'}, {type: 'html'}]},
        {type: 'default'},
        {type: 'localeDropdown'},
      ]),
    ).toEqual(['default', 'docSidebar', 'dropdown', 'html', 'localeDropdown']);
    // The default item is always there (the theme falls back to it).
    expect(usedNavbarItemTypes([])).toEqual(['default']);
  });

  it('writes a module importing only those components', () => {
    const source = componentTypesSource(['default', 'dropdown', 'search']);
    expect(source).toContain(
      "import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';",
    );
    expect(source).toContain('"search": SearchNavbarItem,');
    expect(source).not.toContain('LocaleDropdownNavbarItem');
    expect(source.match(/^import /gm)).toHaveLength(3);
    expect(() => componentTypesSource(['carousel'])).toThrow(/unknown navbar item type "carousel"/);
  });

  it("knows the theme's nine types", () => {
    expect(Object.keys(NAVBAR_ITEM_COMPONENTS)).toHaveLength(9);
  });
});
