import {useLayoutEffect, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import ringStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.module.css';

interface Props {
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** The reader reached for the box: pointer over it, touch, or focus. */
  readonly onWant: () => void;
  readonly onPointerChange: (inside: boolean) => void;
  /** Called as the placeholder leaves (the bar replaces it), with what was typed and focus. */
  readonly onLeave: (left: {value: string; focused: boolean}) => void;
}

/**
 * The search plugin's bar as it first renders (same elements and classes, shortcut hint once
 * the app runs), without its code. It stands where the bar will be until the bar has loaded,
 * so the server's HTML hydrates as it is and nothing moves when the bar replaces it.
 */
export default function SearchBarPlaceholder({
  inputRef,
  onWant,
  onPointerChange,
  onLeave,
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Read in the commit that removes the input, so nothing typed before the swap is lost.
  // Both dependencies are stable: this runs once, as the placeholder leaves.
  useLayoutEffect(() => {
    const input = inputRef.current;
    return () => {
      if (input !== null) {
        onLeave({value: input.value, focused: document.activeElement === input});
      }
    };
  }, [inputRef, onLeave]);
  const platform = isBrowser
    ? ((navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData?.platform ??
      navigator.platform)
    : '';
  const isMac = /mac/i.test(platform);
  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      <input
        ref={inputRef}
        placeholder={translate({
          id: 'theme.SearchBar.label',
          message: 'Search',
          description: 'The ARIA label and placeholder for search button',
        })}
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        defaultValue=""
        onFocus={onWant}
        onPointerDown={onWant}
        onPointerEnter={() => {
          onPointerChange(true);
          onWant();
        }}
        onPointerLeave={() => onPointerChange(false)}
      />
      <div className={clsx(ringStyles.loadingRing, styles.searchBarLoadingRing)}>
        <div />
        <div />
        <div />
        <div />
      </div>
      {isBrowser && (
        <div className={styles.searchHintContainer}>
          <kbd className={styles.searchHint}>{isMac ? '⌘' : 'ctrl'}</kbd>
          <kbd className={styles.searchHint}>K</kbd>
        </div>
      )}
    </div>
  );
}
