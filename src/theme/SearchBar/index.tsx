import {
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Context,
  type ContextType,
  type ReactNode,
} from 'react';
import * as ReactRouter from 'react-router';
import type {History} from 'history';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {docContextMap, searchContextOf, type DocSearchGroups} from '@site/config/searchContexts';

type Props = WrapperProps<typeof SearchBarType>;
const {__RouterContext} = ReactRouter;
type RouterContextValue = ContextType<typeof __RouterContext>;
/** react-router 5.3 reads `useHistory()` from this context; its types do not list it. */
const {__HistoryContext} = ReactRouter as unknown as {__HistoryContext: Context<History>};

/**
 * The plugin's search bar picks its context by URL prefix, which cannot place the flat
 * `docs/<id>` pages. This wrapper shows it the page under its context's key instead
 * (`/developers/<context>/~/<page>`): same search and hash, so the index of the page's context
 * loads, and highlighting on arrival still works. Navigations the bar makes from that path
 * (clearing the highlight) are mapped back to the real page.
 *
 * The plugin's bar starts every mount in the root context and moves to the page's context one
 * render later; a hover, focus or Ctrl+K in between would load both indexes and attach two
 * dropdowns. Until that render has passed, the bar is inert and Ctrl/Cmd+K is held back, then
 * replayed.
 */
/**
 * False until the render after mount has committed. The plugin's bar moves to the page's
 * context with a state update made in its mount effect; this hook's update is made in the same
 * effect pass, so both land in the same render, and the bar has its context once this is true.
 */
function useSettledAfterMount(): boolean {
  const [settled, setSettled] = useState(false);
  const pending = useRef<KeyboardEvent | null>(null);
  useEffect(() => {
    if (!settled) {
      const hold = (event: KeyboardEvent) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          event.stopImmediatePropagation();
          pending.current = event;
        }
      };
      window.addEventListener('keydown', hold, true);
      // Deliberate: this update must be made in the same effect pass as the plugin's own.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setSettled(true);
      return () => window.removeEventListener('keydown', hold, true);
    }
    // Children's effects ran first: the plugin's shortcut listener now has the page's context.
    if (pending.current !== null) {
      const {key, ctrlKey, metaKey} = pending.current;
      pending.current = null;
      document.dispatchEvent(new KeyboardEvent('keydown', {key, ctrlKey, metaKey, bubbles: true}));
    }
    return undefined;
  }, [settled]);
  return settled;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  useSettledAfterMount();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  // Absent when the plugin runs unwrapped (SEARCH_PLUGIN_DEFAULTS=1): then no page has a context.
  const data = usePluginData('@easyops-cn/docusaurus-search-local') as
    {docGroups?: DocSearchGroups} | undefined;
  const docGroups = data?.docGroups;
  const docContexts = useMemo(() => docContextMap(docGroups ?? {}), [docGroups]);
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
  if (shown === null) return <SearchBar {...props} />;
  return (
    <__RouterContext.Provider value={shown}>
      <__HistoryContext.Provider value={shown.history}>
        <SearchBar {...props} />
      </__HistoryContext.Provider>
    </__RouterContext.Provider>
  );
}
