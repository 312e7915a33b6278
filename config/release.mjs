/**
 * The Home Assistant release the docs describe. A page that describes another release says so
 * in its `ha_release` front matter (a quoted 'YYYY.M'); blog posts name the release of the
 * change they announce the same way.
 */
export const HA_RELEASE = '2025.5';

/** The upstream English developer documentation, which every doc id also exists in. */
export const UPSTREAM_DOCS_URL = 'https://developers.home-assistant.io';
