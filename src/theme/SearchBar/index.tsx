import {useCallback, useContext, useEffect, useRef, useState, type ReactNode} from 'react';
import * as ReactRouter from 'react-router';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {onDemand} from '@site/src/client/onDemand';
import {holdPrefetch} from '@site/src/client/prefetchHold';
import Placeholder from './Placeholder';
import serverSearchBar from './serverSearchBar';

type Props = WrapperProps<typeof SearchBarType>;
const {__RouterContext} = ReactRouter;

const searchBar = onDemand(serverSearchBar as typeof SearchBarType | null, () => import('./Bar'));

/** What the reader did to the placeholder before the bar arrived. */
interface Reach {
  pointerInside: boolean;
  focused: boolean;
  value: string;
  shortcut: KeyboardEvent | null;
}

/** Longest time link prefetching waits for a reader typing in the search box. */
const TYPING_HOLD_MS = 10_000;

const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

/** Sets a React-controlled input's value the way typing does. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * The plugin's bar, loaded when the reader reaches for it (pointer, touch, focus, Ctrl/Cmd+K)
 * or when the page was opened from a search result (`_highlight`, which the bar marks on the
 * page). Until then a placeholder of the same markup stands in.
 *
 * The bar starts every mount in the root context and moves to the page's context one render
 * later; a hover, focus or Ctrl+K in between would load both indexes and attach two dropdowns.
 * So Ctrl/Cmd+K is held back until the bar is loaded and that render has passed, and what the
 * reader did meanwhile (the shortcut, focus, typed text, pointer over the box) is then replayed
 * on the bar.
 */
function useLazyBar(wantedByPage: boolean) {
  const [Bar, setBar] = useState(() => searchBar.loaded());
  const [settled, setSettled] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const reach = useRef<Reach>({pointerInside: false, focused: false, value: '', shortcut: null});
  // Link prefetching waits until the bar is in and has replayed what the reader did, and while
  // the reader types (`src/client/prefetchHold.ts`); the index the bar loads holds it too.
  const release = useRef<(() => void) | null>(null);
  const want = useCallback(() => {
    if (release.current === null) {
      holdPrefetch(new Promise<void>((resolve) => (release.current = resolve)));
    }
    searchBar.load().then(
      (bar) => setBar(() => bar),
      (error: unknown) => {
        const released = release.current;
        release.current = null;
        released?.();
        console.warn('The search bar could not be loaded.', error);
      },
    );
  }, []);
  useEffect(() => () => release.current?.(), []);
  const onPointerChange = useCallback((inside: boolean) => {
    reach.current.pointerInside = inside;
  }, []);
  const onLeave = useCallback(({value, focused}: {value: string; focused: boolean}) => {
    reach.current.value = value;
    reach.current.focused = focused;
  }, []);
  useEffect(() => {
    if (wantedByPage) want();
  }, [wantedByPage, want]);
  useEffect(() => {
    if (!settled) {
      const hold = (event: KeyboardEvent) => {
        if (!isShortcut(event)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        // Before the bar arrives the shortcut focuses the placeholder, so typing starts at
        // once (and loads the bar); once it has arrived, the key is replayed on it.
        if (inputRef.current !== null) inputRef.current.focus();
        else reach.current.shortcut = event;
      };
      window.addEventListener('keydown', hold, true);
      // The bar's own effects ran first in this pass and moved it to the page's context; this
      // update lands in the same render. Deliberate, hence the state update in an effect.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (Bar !== null) setSettled(true);
      return () => window.removeEventListener('keydown', hold, true);
    }
    const {shortcut, focused, value, pointerInside} = reach.current;
    const input = document.querySelector<HTMLInputElement>('.navbar__search input');
    if (input === null) {
      release.current?.();
      return undefined;
    }
    // Text typed into the bar itself since it arrived is newer than the placeholder's.
    const text = input.value !== '' ? input.value : value;
    // On mount the bar clears its box (it shows the words of `_highlight` there) in a timeout of
    // its own; this one comes after it, so the reader's text is not cleared.
    const replay = setTimeout(() => {
      reach.current = {pointerInside: false, focused: false, value: '', shortcut: null};
      if (text !== '') typeInto(input, text);
      if (shortcut !== null) {
        const {key, ctrlKey, metaKey} = shortcut;
        document.dispatchEvent(
          new KeyboardEvent('keydown', {key, ctrlKey, metaKey, bubbles: true}),
        );
      } else if (focused || text !== '') {
        input.focus();
      } else if (pointerInside) {
        // React's mouseenter comes from a mouseover whose source is outside the element.
        input.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
      }
      // While the reader types in the box, prefetching (and its script runs) keeps waiting:
      // until the box loses focus, or at most TYPING_HOLD_MS.
      const released = release.current;
      if (released === null) return;
      if (shortcut === null && !focused && text === '') {
        released();
        return;
      }
      // The bar moves its box into a wrapper once set up, which blurs and refocuses it: focus
      // counts as gone when, a moment after leaving, it is not back in the search area.
      const area = input.closest('.navbar__search') ?? input;
      const done = () => {
        clearTimeout(limit);
        area.removeEventListener('focusout', left);
        released();
      };
      const left = () =>
        setTimeout(() => {
          if (!area.contains(document.activeElement)) done();
        }, 50);
      const limit = setTimeout(done, TYPING_HOLD_MS);
      area.addEventListener('focusout', left);
    });
    return () => clearTimeout(replay);
  }, [settled, Bar]);
  return {Bar, inputRef, want, onPointerChange, onLeave};
}

/** The search bar: a placeholder until the reader reaches for it, then the bar of `./Bar`. */
export default function SearchBarWrapper(props: Props): ReactNode {
  const {location} = useContext(__RouterContext);
  const {Bar, inputRef, want, onPointerChange, onLeave} = useLazyBar(
    new URLSearchParams(location.search).has('_highlight'),
  );
  return Bar === null ? (
    <Placeholder
      inputRef={inputRef}
      onWant={want}
      onPointerChange={onPointerChange}
      onLeave={onLeave}
    />
  ) : (
    <Bar {...props} />
  );
}
