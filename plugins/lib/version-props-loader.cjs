'use strict';
/* global module */

/**
 * Webpack/Rspack loader for the docs plugin's version data (`__props` of the docs version
 * route, which every docs page loads). Besides the sidebars it maps every doc id to its title,
 * description and sidebar; only the theme's doc cards (`DocCardList`, generated category index
 * pages) read the descriptions, and this site uses neither (`scripts/check-content.mjs`
 * rejects DocCardList). Dropping them saves a docs page about 15 KiB of its first load.
 * Any other JSON passes unchanged.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function versionPropsLoader(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (!docs || !data.version.docsSidebars) return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
};
