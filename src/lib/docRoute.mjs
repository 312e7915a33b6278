// Where a doc id is served under the docs route: ids ending in `index` live at their folder
// (`core/llm/index` → `core/llm/`, the docs landing page `index` → ``), as here and upstream.

/**
 * @param {string} docId
 * @returns {string}
 */
export const docRoutePath = (docId) => docId.replace(/(^|\/)index$/, '$1');
