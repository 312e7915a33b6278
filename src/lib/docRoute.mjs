// Rules about a doc page shared by the site, the Markdown export and the scripts: where a doc
// id is served and which release a page describes.

/**
 * Where a doc id is served under the docs route: ids ending in `index` live at their folder
 * (`core/llm/index` → `core/llm/`, the docs landing page `index` → ``), as here and upstream.
 * @param {string} docId
 * @returns {string}
 */
export const docRoutePath = (docId) => docId.replace(/(^|\/)index$/, '$1');

/**
 * Where a doc's Markdown is served: its id plus `.md`, under the docs route.
 * @param {string} baseUrl
 * @param {string} docId
 * @returns {string}
 */
export const markdownPath = (baseUrl, docId) => `${baseUrl}docs/${docId}.md`;

/**
 * The release a page describes: its `ha_release` front matter, else `release`.
 * @param {Readonly<Record<string, unknown>>} frontMatter
 * @param {string} release
 * @returns {string}
 */
export const releaseOf = (frontMatter, release) =>
  typeof frontMatter.ha_release === 'string' ? frontMatter.ha_release : release;
