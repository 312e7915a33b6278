import type {Plugin} from '@docusaurus/types';
import type {DocSearchGroups} from '../config/searchContexts';
import {generatedModule} from './lib/generatedModule';

/** The module the search bar imports its doc groups from (`src/client/search-doc-groups.d.ts`). */
export const DOC_GROUPS_MODULE = '@search-doc-groups';

/**
 * Writes the search contexts' doc groups (doc ids per context, which the search bar needs to
 * pick a page's index) to a generated JSON module that only the search bar's chunk imports,
 * so pages do not carry it (~1.8 KiB after compression) before the reader reaches for search.
 * With `groups` empty (the plugin's defaults, `SEARCH_PLUGIN_DEFAULTS=1`) no page has a context.
 */
export default function searchDocGroupsPlugin(groups: DocSearchGroups): () => Plugin {
  const generated = generatedModule('search-doc-groups', DOC_GROUPS_MODULE, 'doc-groups.json');
  return () => ({
    name: 'search-doc-groups',
    async contentLoaded({actions}) {
      await generated.write(actions, groups);
    },
    configureWebpack: () => generated.alias(),
  });
}
