'use strict';
/* global module */

/**
 * Webpack/Rspack loader for the docs plugin's version data (`__props` of the docs version
 * route, which every docs page loads). Besides the sidebars it maps every doc id to its title,
 * description and sidebar; only the theme's doc cards (`useDocById`: `DocCardList`, generated
 * category index pages) read that map, and this site uses neither (`scripts/check-content.mjs`
 * rejects both). Dropping the map (an empty one stays) saves a docs page about 20 KiB of its
 * first load. Any other JSON passes unchanged.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function versionPropsLoader(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (!docs || !data.version.docsSidebars) return source;
  data.version.docs = {};
  return JSON.stringify(data);
};
