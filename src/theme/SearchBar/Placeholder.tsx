import type {ReactNode, Ref} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import ringStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.module.css';

interface Props {
  readonly inputRef: Ref<HTMLInputElement>;
  /** The reader reached for the box: pointer over it, touch, or focus. */
  readonly onWant: () => void;
  readonly onPointerChange: (inside: boolean) => void;
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
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
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
