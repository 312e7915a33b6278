// The bilingual glossary: one data file (src/data/glossary.json) feeds the glossary page
// (/glossary), GLOSSARY.md (written from it by `node scripts/glossary.mjs --write`, checked by
// the unit tests) and the search's English ↔ Chinese term pairs.
// The functions take the data file's groups, so the page imports the JSON through the bundler
// and the scripts read it from disk.

/**
 * @typedef {{en: string, zh: string, meaning: string, doc: string, aliases?: string[],
 *   keepEnglish?: boolean, note?: string}} GlossaryTerm
 * @typedef {{title: string, terms: GlossaryTerm[]}} GlossaryGroup
 */

/**
 * Every term, in the page's order.
 * @param {readonly GlossaryGroup[]} groups
 */
export const allTerms = (groups) => groups.flatMap((group) => group.terms);

/**
 * The anchor of a term on the glossary page: its English name in lower case, words joined by
 * hyphens (`config entry` → `config-entry`).
 * @param {GlossaryTerm} term
 */
export function termAnchor(term) {
  return term.en
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The English ↔ Chinese pairs for search: each English name and alias with the Chinese term
 * (terms kept in English have no pair). Lower-case English.
 * @param {readonly GlossaryGroup[]} groups
 * @returns {{en: string, zh: string[]}[]}
 */
export function termPairs(groups) {
  return allTerms(groups)
    .filter((term) => !term.keepEnglish)
    .flatMap((term) => {
      const zh = term.zh.split(/\s*\/\s*/);
      const en = term.en.split(/\s*\/\s*/);
      // "trigger / condition / action" ↔ "触发器 / 条件 / 动作": pair the parts in order.
      const parts =
        en.length > 1 && en.length === zh.length
          ? en.map((name, index) => ({en: name, zh: [zh[index] ?? '']}))
          : en.map((name) => ({en: name, zh}));
      const aliases = (term.aliases ?? []).map((alias) => ({en: alias, zh}));
      return [...parts, ...aliases].map((pair) => ({...pair, en: pair.en.toLowerCase()}));
    });
}

/**
 * Whether a term matches what the reader typed: every word of the query appears in its English
 * name, an alias, the Chinese term or its meaning (case-insensitive).
 * @param {GlossaryTerm} term
 * @param {string} query
 */
export function termMatches(term, query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [term.en, ...(term.aliases ?? []), term.zh, term.meaning, term.note ?? '']
    .join('\n')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * GLOSSARY.md as written from the data file.
 * @param {readonly GlossaryGroup[]} groups
 */
export function glossaryMarkdown(groups) {
  const row = (/** @type {GlossaryTerm} */ term) => {
    const en = term.aliases?.length ? `${term.en}（${term.aliases.join('、')}）` : term.en;
    const zh = term.keepEnglish ? `保留英文${term.note ? `；${term.note}` : ''}` : term.zh;
    const note = term.keepEnglish
      ? term.meaning
      : [term.meaning, term.note].filter(Boolean).join('；');
    return `| ${en} | ${zh} | ${note} |`;
  };
  return [
    '# 术语表',
    '',
    '本站所有页面与博客文章统一使用下列译法。本文件由 `src/data/glossary.json` 生成（`node scripts/glossary.mjs --write`），',
    '新增术语时改那个数据文件：它同时生成网站的术语表页面（`/developers/glossary`）和搜索用的中英文术语对。',
    '搜索分词的用户词典（`search/userdict.txt`）收录其中的中文术语。',
    '',
    '代码标识符、文件名、命令、配置键与 API 名称一律保留英文并放在反引号中，例如 `config_entry`、',
    '`manifest.json`。下表中“保留英文”的术语在正文里直接写英文，不加反引号。',
    ...groups.flatMap((group) => [
      '',
      `## ${group.title}`,
      '',
      '| English | 中文 | 说明 |',
      '| --- | --- | --- |',
      ...group.terms.map(row),
    ]),
    '',
  ].join('\n');
}
