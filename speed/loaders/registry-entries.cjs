'use strict';
/* global module */

/**
 * One line of Docusaurus' generated registry:
 * `  "<chunk name>": [() => import(/* webpackChunkName: … *\/ "<path>"), "<path>", require.resolveWeak("<path>")],`
 */
const ENTRY =
  /^ {2}("([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)), \3, (require\.resolveWeak\(\3\)\]),?(\};)?$/;

/**
 * Reads `.docusaurus/registry.js` for the loaders that rewrite it (`route-data-loader.cjs`,
 * `server-registry-loader.cjs`): chunk name → the entry's `import()` part (`"<name>": [() =>
 * import(…)`), its weak-id part (`require.resolveWeak(…)]`) and the module path (`file`), which
 * the caller writes between them or not. Throws, naming the loader, when the file is not in
 * that shape.
 *
 * @param {string} source
 * @param {string} loader
 * @returns {Map<string, {load: string, weak: string, file: string}>}
 */
module.exports = function registryEntries(source, loader) {
  const lines = source.split('\n').filter((line) => line.trim() !== '');
  if (lines[0] !== 'export default {') {
    throw new Error(`${loader}: .docusaurus/registry.js has an unexpected shape`);
  }
  const entries = new Map();
  for (const line of lines.slice(1)) {
    if (line === '};') continue;
    const match = ENTRY.exec(line);
    if (!match) throw new Error(`${loader}: unexpected registry line: ${line.slice(0, 80)}`);
    entries.set(match[2], {load: match[1], weak: match[4], file: JSON.parse(match[3])});
  }
  return entries;
};
