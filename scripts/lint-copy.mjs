#!/usr/bin/env node
// Chinese copy linter: AutoCorrect's Markdown rules (spaces between Chinese and Latin letters or
// digits, full-width punctuation in Chinese sentences, no space beside full-width punctuation)
// over the body of every doc page and blog post, front matter excluded.
// Code blocks are left alone: their strings are code (template syntax, JSON), not prose.
// Usage: node scripts/lint-copy.mjs [files or folders...]   (default: docs blog)
import fs from 'node:fs';
import path from 'node:path';
import autocorrect from 'autocorrect-node';

const args = process.argv.slice(2);
const targets = args;

function* walk(target) {
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    if (/\.mdx?$/.test(target)) yield target;
    return;
  }
  for (const entry of fs.readdirSync(target, {withFileTypes: true})) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    yield* walk(path.join(target, entry.name));
  }
}

/** The body, and empty lines standing for the front matter so line numbers stay right. */
export function splitFrontMatter(text) {
  const match = /^---\n[\s\S]*?\n---\n/.exec(text);
  if (!match) return {body: text, blank: ''};
  const lines = match[0].split('\n').length - 1;
  return {body: text.slice(match[0].length), blank: '\n'.repeat(lines)};
}

/** Fenced code blocks with their content lines emptied, so only prose is linted. */
export function blankCodeBlocks(text) {
  return text.replace(/^(\s*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, (block) =>
    block.replace(/[^\n]/g, ''),
  );
}

let problems = 0;
let files = 0;
for (const file of (targets.length ? targets : ['docs', 'blog']).flatMap((t) => [...walk(t)])) {
  files += 1;
  const text = fs.readFileSync(file, 'utf8');
  const {body, blank} = splitFrontMatter(text);
  // .mdx is linted as Markdown too: its imports and JSX lines carry no Chinese copy.
  const result = autocorrect.lintFor(blankCodeBlocks(blank + body), 'page.md');
  if (result.error) {
    console.log(`${file}: ${result.error}`);
    problems += 1;
    continue;
  }
  if (result.lines.length === 0) continue;
  for (const line of result.lines) {
    problems += 1;
    console.log(`${file}:${line.l}:${line.c}`);
    console.log(`  - ${line.old.trim()}`);
    console.log(`  + ${line.new.trim()}`);
  }
}
console.log(`lint-copy: ${files} files, ${problems} problems`);
process.exit(problems > 0 ? 1 : 0);
