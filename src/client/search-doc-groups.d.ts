// The search contexts' doc groups, written by `plugins/search-doc-groups.ts`.
declare module '@search-doc-groups' {
  import type {DocSearchGroups} from '@site/config/searchContexts';

  const groups: DocSearchGroups;
  export default groups;
}
