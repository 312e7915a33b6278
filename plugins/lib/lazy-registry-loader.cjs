'use strict';
/* global module */

/**
 * One line of Docusaurus' generated registry:
 * `  "<chunk name>": [() => import(/* webpackChunkName: … *\/ "<path>"), "<path>", require.resolveWeak("<path>")],`
 */
const ENTRY =
  /^ {2}("([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)), \3, (require\.resolveWeak\(\3\)\]),?(\};)?$/;

/**
 * Webpack/Rspack loader for `.docusaurus/registry.js`, the map from every route chunk name to
 * its `import()`. The browser evaluated the whole map (about 870 entries, 190 KB of script)
 * at startup to look up the few chunks of the page being opened. This rewrites it into groups
 * by the chunk name's first two characters (names are hex hashes), each built the first time a
 * name of the group is looked up; the rest of the map is only scanned, never compiled or run.
 * Entries, `import()` calls and chunk names are unchanged, so the bundler splits chunks as
 * before. The module path in the middle of each entry is left out (0): react-loadable reads it
 * only to report the modules a page used while the server renders it, and the server bundle
 * keeps the registry as it is; those ~870 strings were a fifth of the map. Throws when the file
 * is not in the expected shape, so a Docusaurus upgrade that changes it fails the build instead
 * of losing pages.
 *
 * @param {string} source
 * @returns {string}
 */
module.exports = function lazyRegistryLoader(source) {
  const lines = source.split('\n').filter((line) => line.trim() !== '');
  if (lines[0] !== 'export default {') {
    throw new Error('lazy-registry-loader: .docusaurus/registry.js has an unexpected shape');
  }
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const line of lines.slice(1)) {
    if (line === '};') continue;
    const match = ENTRY.exec(line);
    if (!match) {
      throw new Error(`lazy-registry-loader: unexpected registry line: ${line.slice(0, 80)}`);
    }
    const key = match[2].slice(0, 2);
    const group = groups.get(key) ?? [];
    group.push(`${match[1]}, 0, ${match[4]}`);
    groups.set(key, group);
  }
  const sections = [...groups]
    .map(
      ([key, entries]) =>
        `  ${JSON.stringify(key)}: () => ({\n    ${entries.join(',\n    ')}\n  }),`,
    )
    .join('\n');
  return `const groups = {
${sections}
};
const built = Object.create(null);
function group(name) {
  const key = name.slice(0, 2);
  if (!Object.prototype.hasOwnProperty.call(groups, key)) return undefined;
  return (built[key] ??= groups[key]());
}
// Docusaurus' ComponentCreator only reads registry[chunkName].
export default new Proxy(Object.create(null), {
  get(_target, name) {
    if (typeof name !== 'string') return undefined;
    const entries = group(name);
    return entries && Object.prototype.hasOwnProperty.call(entries, name) ? entries[name] : undefined;
  },
  has(_target, name) {
    if (typeof name !== 'string') return false;
    const entries = group(name);
    return entries !== undefined && Object.prototype.hasOwnProperty.call(entries, name);
  },
});
`;
};
