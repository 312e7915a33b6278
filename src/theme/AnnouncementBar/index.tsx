import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useThemeConfig} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof AnnouncementBarType>;

// Keys of theme-common's announcement storage and of theme-classic's inline script.
const ID_KEY = 'docusaurus.announcement.id';
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

function storedId(): string | null {
  try {
    return window.localStorage.getItem(ID_KEY);
  } catch {
    return null;
  }
}

/**
 * The theme resets a dismissal when the announcement id changes, but the inline script has
 * already hidden the bar with a CSS attribute on that first page load. This wrapper clears the
 * attribute for a new id, so a new announcement shows at once rather than on the next load.
 * It runs before the theme's provider records the new id (child effects run first).
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {announcementBar} = useThemeConfig();
  const id = announcementBar?.id;
  useEffect(() => {
    if (id !== undefined && storedId() !== id) {
      document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
    }
  }, [id]);
  return <AnnouncementBar {...props} />;
}
