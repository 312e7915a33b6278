import {useContext, useMemo, type Context, type ContextType, type ReactNode} from 'react';
import * as ReactRouter from 'react-router';
import type {History} from 'history';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import docGroups from '@search-doc-groups';
import {docContextMap, searchContextOf} from '@site/config/searchContexts';

type Props = WrapperProps<typeof SearchBarType>;
const {__RouterContext} = ReactRouter;
type RouterContextValue = ContextType<typeof __RouterContext>;
/** react-router 5.3 reads `useHistory()` from this context; its types do not list it. */
const {__HistoryContext} = ReactRouter as unknown as {__HistoryContext: Context<History>};

const docContexts = docContextMap(docGroups);

/**
 * The search plugin's bar (with lunr, mark.js and the worker client), loaded on demand by
 * `./index.tsx` (and statically on the server, `./serverSearchBar.ts`).
 *
 * The plugin's bar picks its context by URL prefix, which cannot place the flat `docs/<id>`
 * pages. So the bar is shown the page under its context's key (`/developers/<context>/~/<page>`):
 * same search and hash, so the index of the page's context loads, and highlighting on arrival
 * still works. Navigations the bar makes from that path (clearing the highlight) are mapped
 * back to the real page. The doc groups come with this chunk, not with every page.
 */
export default function ContextSearchBar(props: Props): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const router = useContext(__RouterContext);
  const {location, history} = router;
  const context = location.pathname.startsWith(baseUrl)
    ? searchContextOf(location.pathname.slice(baseUrl.length), docContexts)
    : '';
  const shown = useMemo((): RouterContextValue | null => {
    if (context === '') return null;
    const prefix = `${baseUrl}${context}/~`;
    const realPath = (path: string) =>
      path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
    const shownHistory: History = {
      ...history,
      push: (path, state) =>
        typeof path === 'string' ? history.push(realPath(path), state) : history.push(path, state),
      replace: (path, state) =>
        typeof path === 'string'
          ? history.replace(realPath(path), state)
          : history.replace(path, state),
    };
    return {
      ...router,
      history: shownHistory,
      location: {...location, pathname: `${prefix}${location.pathname}`},
    };
  }, [baseUrl, context, history, location, router]);
  const bar = <SearchBar {...props} />;
  if (shown === null) return bar;
  return (
    <__RouterContext.Provider value={shown}>
      <__HistoryContext.Provider value={shown.history}>{bar}</__HistoryContext.Provider>
    </__RouterContext.Provider>
  );
}
