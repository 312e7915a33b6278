import type {LoadContext, Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from './lib/replaceModule';

/**
 * A build with no announcement configured renders none, yet the theme's layout imported the
 * bar's components (and this site's wrapper, `src/theme/AnnouncementBar`) into every page's
 * main.js. Such a build has the layout import a component that renders nothing
 * (`src/client/noAnnouncementBar.ts`), in both bundles; a build with an announcement is as
 * before.
 */
export default function announcementBarPlugin(context: LoadContext): Plugin {
  const configured = Boolean(
    (context.siteConfig.themeConfig as {announcementBar?: unknown}).announcementBar,
  );
  if (configured) return {name: 'announcement-bar'};
  return moduleReplacementPlugin({
    name: 'announcement-bar',
    request: /^@theme\/AnnouncementBar$/,
    issuer: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Layout[\\/]index\.js$/,
    replacement: 'noAnnouncementBar.ts',
    server: true,
  });
}
