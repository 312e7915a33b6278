'use strict';
/* global module */

/**
 * Site config entries only the build reads. Docusaurus writes the whole config into
 * `.docusaurus/docusaurus.config.mjs`, which main.js carries to every page; the browser reads
 * the site's identity (title, URLs, locale), `themeConfig`, `future`, `customFields` and a few
 * flags, never these. Together about 1.6 KiB after compression, with the page template and
 * the plugins' options (one of them an absolute path of the build machine).
 */
const BUILD_ONLY = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'staticDirectories',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
];

const MODULE = /^(\/\*[\s\S]*?\*\/\s*)?export default (\{[\s\S]*\});\s*$/;

/**
 * Webpack/Rspack loader for `.docusaurus/docusaurus.config.mjs` in the browser bundle: drops
 * the `BUILD_ONLY` entries. Throws when the file is not `export default {JSON};`, so a
 * Docusaurus upgrade that changes it fails the build.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function siteConfigLoader(source) {
  const match = MODULE.exec(source);
  if (!match)
    throw new Error(
      'site-config-loader: .docusaurus/docusaurus.config.mjs has an unexpected shape',
    );
  const config = JSON.parse(match[2]);
  for (const key of BUILD_ONLY) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
};

module.exports.BUILD_ONLY = BUILD_ONLY;
