'use strict';
/* global module */

/**
 * Webpack/Rspack loader for the docs plugin's version data (`__props` of the docs version
 * route, which every docs page loads). Besides the sidebars it maps every doc id to its title,
 * description and sidebar. Only the theme's doc cards (`useDocById`: `DocCardList`, generated
 * category index pages) read that map, and this site uses neither (`scripts/check-content.mjs`
 * rejects both); the quality-scale components get the rule pages' titles from a module of
 * their own (`plugins/quality-scale-docs.ts`). So the map is emptied: about 21 KiB less in a
 * docs page's first load. Any other JSON passes unchanged.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function versionPropsLoader(source) {
  const data = JSON.parse(source);
  if (!data || !data.version || !data.version.docs || !data.version.docsSidebars) return source;
  data.version.docs = {};
  return JSON.stringify(data);
};
