/**
 * Every environment switch of the site, read once, with safe defaults. Unset or blank variables
 * turn the optional features off.
 */

function read(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** Public origin of the site, used for canonical URLs, the sitemap and feeds. */
export const SITE_URL = read('SITE_URL') ?? 'http://localhost:8080';

/** Base path the site is served under. Overridable only to test a misconfigured build. */
export const BASE_URL = read('BASE_URL') ?? '/developers/';

/** Prefix of "edit this page" links, e.g. `https://github.com/org/repo/edit/main/`. */
export const EDIT_URL = read('EDIT_URL');

export interface AnnouncementEnv {
  readonly id: string;
  readonly content: string;
  readonly backgroundColor: string;
  readonly textColor: string;
}

/** The announcement bar, present only when both an id and content are set. */
export const ANNOUNCEMENT: AnnouncementEnv | undefined = (() => {
  const id = read('ANNOUNCEMENT_ID');
  const content = read('ANNOUNCEMENT_CONTENT');
  if (!id || !content) return undefined;
  return {
    id,
    content,
    backgroundColor: read('ANNOUNCEMENT_BACKGROUND') ?? '#03a9f4',
    textColor: read('ANNOUNCEMENT_TEXT_COLOR') ?? '#ffffff',
  };
})();

export interface AnalyticsEnv {
  readonly src: string;
  readonly domain: string | undefined;
}

/** The third-party visitor-analytics script, present only when its URL is set. */
export const ANALYTICS: AnalyticsEnv | undefined = (() => {
  const src = read('ANALYTICS_SRC');
  return src ? {src, domain: read('ANALYTICS_DOMAIN')} : undefined;
})();

/** `webpack` builds with the plain webpack path instead of Docusaurus Faster (rspack). */
export const USE_WEBPACK = read('DOCUSAURUS_BUNDLER') === 'webpack';

/** `1` builds with the search plugin's default options, for the search benchmark's baseline. */
export const SEARCH_PLUGIN_DEFAULTS = read('SEARCH_PLUGIN_DEFAULTS') === '1';

/**
 * The page-speed layer (`speed/`): on unless `SPEED_LAYER=off`, which builds the same content
 * with the framework as shipped.
 */
export const SPEED_LAYER_ON = read('SPEED_LAYER') !== 'off';

/**
 * Entries of the speed layer (ids of `speed/manifest.ts`) left out of this build, to measure
 * what each saves: `SPEED_LAYER_WITHOUT=runtime-maps,tslib-helper`.
 */
export const SPEED_LAYER_WITHOUT: readonly string[] = (read('SPEED_LAYER_WITHOUT') ?? '')
  .split(',')
  .map((id) => id.trim())
  .filter(Boolean);
