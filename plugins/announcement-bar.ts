import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheVersionPart} from './lib/cacheVersion';
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
  // The two kinds of build differ in a module the persistent cache would otherwise reuse (a
  // build with an announcement showed none after a build without).
  const version = (config: {experiments?: unknown; cache?: unknown}) =>
    cacheVersionPart(config, `announcement-${configured ? 'on' : 'off'}`);
  if (configured) {
    return {name: 'announcement-bar', configureWebpack: (config) => version(config)};
  }
  const replacement = moduleReplacementPlugin({
    name: 'announcement-bar',
    request: /^@theme\/AnnouncementBar$/,
    issuer: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Layout[\\/]index\.js$/,
    replacement: 'noAnnouncementBar.ts',
    server: true,
  });
  return {
    ...replacement,
    configureWebpack(config, isServer, utils, content) {
      return {
        ...replacement.configureWebpack?.(config, isServer, utils, content),
        ...version(config),
      };
    },
  };
}
