'use strict';
/* global module */

/** `"<chunk name>": [() => import(…), "<module path>", require.resolveWeak(…)]` */
const ENTRY =
  /^( {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\), )"[^"]+"(, require\.resolveWeak\("[^"]+"\)\],?(?:\};)?)$/;

/**
 * Webpack/Rspack loader for `.docusaurus/registry.js` in the server bundle. The middle of each
 * entry is what react-loadable reports while a page renders, and Docusaurus looks the reported
 * names up in the client manifest to list the page's scripts. The manifest knows chunks by
 * chunk name, not by module path, so the module paths found nothing and a page's HTML listed
 * only the runtime and main.js: the page's own chunks were requested only after main.js had
 * run. With the chunk name in that place, the HTML lists them and they load alongside main.js.
 * Throws on an entry of another shape.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function serverRegistryLoader(source) {
  const lines = source.split('\n');
  if (lines[0] !== 'export default {') {
    throw new Error('server-registry-loader: .docusaurus/registry.js has an unexpected shape');
  }
  return lines
    .map((line, index) => {
      if (index === 0 || line.trim() === '' || line === '};') return line;
      const match = ENTRY.exec(line);
      if (!match) {
        throw new Error(`server-registry-loader: unexpected registry line: ${line.slice(0, 80)}`);
      }
      return `${match[1]}${JSON.stringify(match[2])}${match[3]}`;
    })
    .join('\n');
};
