// File helpers shared by the project's scripts.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Files below `target` (or `target` itself when it is a file) whose name passes `match`;
 * entries whose name passes `skip` are not entered.
 */
export function* walkFiles(target, {match = () => true, skip = () => false} = {}) {
  if (fs.statSync(target).isFile()) {
    if (match(path.basename(target))) yield target;
    return;
  }
  for (const entry of fs.readdirSync(target, {withFileTypes: true})) {
    if (skip(entry.name)) continue;
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full, {match, skip});
    else if (match(entry.name)) yield full;
  }
}

export const isMarkdown = (name) => /\.mdx?$/.test(name);

/**
 * A Markdown file's front matter source (undefined when there is none), its body, and how many
 * lines the front matter block takes.
 */
export function splitFrontMatter(text) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) return {frontMatter: undefined, body: text, lines: 0};
  return {
    frontMatter: match[1],
    body: text.slice(match[0].length),
    lines: match[0].split('\n').length - 1,
  };
}
