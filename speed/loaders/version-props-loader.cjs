'use strict';
/* global module */

/**
 * Webpack/Rspack loader for the docs plugin's version data (`__props` of the docs version
 * route, which every docs page loads). Besides the sidebars it maps every doc id to its title,
 * description and sidebar. Only the theme's doc cards (`useDocById`: `DocCardList`, generated
 * category index pages) read that map, and this site uses neither (`scripts/check-content.mjs`
 * rejects both); the quality-scale components get the rule pages' titles from a module of
 * their own (`plugins/quality-scale-docs.ts`). So the map is emptied: about 21 KiB less in a
 * docs page's first load. The sidebars' items lose what only doc cards read, `docId`, and
 * `unlisted: false`, which the theme reads as a truth value (0.6 KiB of the docs layout
 * chunk). Any other JSON passes unchanged.
 *
 * @param {string} source
 * @returns {string}
 */
/**
 * @param {Array<Record<string, unknown>>} items
 * @returns {Array<Record<string, unknown>>}
 */
function slimItems(items) {
  return items.map((entry) => {
    const item = {...entry};
    delete item.docId;
    if (!item.unlisted) delete item.unlisted;
    if (Array.isArray(item.items)) item.items = slimItems(item.items);
    return item;
  });
}

module.exports = function versionPropsLoader(source) {
  const data = JSON.parse(source);
  if (!data || !data.version || !data.version.docs || !data.version.docsSidebars) return source;
  data.version.docs = {};
  for (const [name, items] of Object.entries(data.version.docsSidebars)) {
    data.version.docsSidebars[name] = slimItems(items);
  }
  return JSON.stringify(data);
};
