'use strict';
/* global module */

/**
 * Webpack/Rspack loader for `.docusaurus/globalData.json`, which main.js carries to every page.
 * The docs plugin puts there, per version, the list of its docs (id, path, sidebar): about
 * 2.8 KiB after compression for ~270 docs. Only doc-aware navbar items (`doc`, `docSidebar`,
 * the version items) and the banner of an old version read that list (through
 * `useActiveDocContext`, `useLayoutDoc` and the version suggestions); this site has one version
 * and plain links in its navbar, and `speed/plugins/global-data.ts` fails the build if a navbar
 * item of those types is added. So each version's `docs` list is emptied; its name, path,
 * sidebars' links and draft ids stay. Any other data passes unchanged.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function globalDataLoader(source) {
  const data = JSON.parse(source);
  const docsPlugin = data && data['docusaurus-plugin-content-docs'];
  if (!docsPlugin || typeof docsPlugin !== 'object') return source;
  for (const instance of Object.values(docsPlugin)) {
    for (const version of (instance && instance.versions) || []) {
      if (Array.isArray(version.docs)) version.docs = [];
    }
  }
  return JSON.stringify(data);
};
