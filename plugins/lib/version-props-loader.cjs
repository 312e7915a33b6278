'use strict';
/* global module */

/**
 * Webpack/Rspack loader for the docs plugin's version data (`__props` of the docs version
 * route, which every docs page loads). Besides the sidebars it maps every doc id to its title,
 * description and sidebar. The theme's doc cards (`useDocById`: `DocCardList`, generated
 * category index pages) read that map, and this site uses neither (`scripts/check-content.mjs`
 * rejects both); the quality-scale components read the rule pages' titles
 * (`src/components/QualityScale/useRuleDoc.ts`, `TierBadge`). So the map keeps the rules index
 * and rule pages, id and title only, and loses the other ~200 docs and every description:
 * about 20 KiB less in a docs page's first load. Any other JSON passes unchanged.
 *
 * @param {string} source
 * @returns {string}
 */
/** `RULES_DIR` of `config/qualityScale.ts`; `tests/unit/versionPropsLoader.test.ts` checks it. */
const RULES_DIR = 'core/integration-quality-scale/rules';

module.exports = function versionPropsLoader(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (!docs || !data.version.docsSidebars) return source;
  /** @type {Record<string, {id: string, title: string}>} */
  const kept = {};
  for (const [id, doc] of Object.entries(docs)) {
    if (id === RULES_DIR || id.startsWith(`${RULES_DIR}/`)) kept[id] = {id, title: doc.title};
  }
  data.version.docs = kept;
  return JSON.stringify(data);
};

module.exports.RULES_DIR = RULES_DIR;
