#!/usr/bin/env node
// Chinese copy linter: AutoCorrect's Markdown rules (spaces between Chinese and Latin letters or
// digits, full-width punctuation in Chinese sentences, no space beside full-width punctuation)
// over the body of every doc page and blog post, front matter excluded.
// Code blocks are left alone: their strings are code (template syntax, JSON), not prose.
// Usage: node scripts/lint-copy.mjs [files or folders...]   (default: docs blog)
import fs from 'node:fs';
import autocorrect from 'autocorrect-node';
import {isMarkdown, splitFrontMatter, walkFiles} from './lib/files.mjs';

const args = process.argv.slice(2);
const targets = args;

const skip = (name) => name === 'node_modules' || name.startsWith('.');

/** Fenced code blocks with their content lines emptied, so only prose is linted. */
export function blankCodeBlocks(text) {
  return text.replace(/^(\s*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, (block) =>
    block.replace(/[^\n]/g, ''),
  );
}

let problems = 0;
let files = 0;
for (const file of (targets.length ? targets : ['docs', 'blog']).flatMap((t) => [
  ...walkFiles(t, {match: isMarkdown, skip}),
])) {
  files += 1;
  const text = fs.readFileSync(file, 'utf8');
  // Empty lines stand for the front matter, so that reported line numbers stay right.
  const {body, lines} = splitFrontMatter(text);
  const blank = '\n'.repeat(lines);
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
