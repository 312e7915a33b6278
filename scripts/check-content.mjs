#!/usr/bin/env node
// Checks every doc page and blog post against the content rules of the project:
// front matter, no H1 in the body, no placeholder text, Chinese copy spacing and punctuation,
// blog posts that are rows of the topic list, and quality-scale rule front matter.
// Usage: node scripts/check-content.mjs [--stats]   Exits 1 when a rule is broken.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';
import {isMarkdown, splitFrontMatter, walkFiles} from './lib/files.mjs';
import {sourcesProblems} from '../src/lib/sources.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const showStats = process.argv.includes('--stats');
const TOPICS = path.resolve(root, '..', 'shared', 'spec', 'blog-topics.tsv');
const tiers = JSON.parse(
  fs.readFileSync(path.join(root, 'docs/core/integration-quality-scale/_data/tiers.json'), 'utf8'),
);
const ruleIds = new Set(Object.values(tiers).flat());

const CJK = '\\u4e00-\\u9fff';
// A Home Assistant release as front matter names it: a quoted 'YYYY.M' string (YAML would read
// an unquoted 2023.10 as the number 2023.1).
const RELEASE = /^20\d{2}\.(?:[1-9]|1[0-2])$/;
const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX)\b|待补充|待完善|此处填写|lorem ipsum/i;

// Files and folders starting with "_" are not pages (Docusaurus skips them too).
const pagesBelow = (dir) =>
  walkFiles(dir, {match: isMarkdown, skip: (name) => name.startsWith('_')});

/** Splits a file into front matter (parsed as YAML) and body; `error` when the YAML is invalid. */
export function parse(text) {
  const {frontMatter, body} = splitFrontMatter(text);
  if (frontMatter === undefined) return {front: {}, body};
  try {
    const front = yaml.load(frontMatter);
    return {front: front && typeof front === 'object' ? front : {}, body};
  } catch (error) {
    return {front: {}, body, error: String(error.reason ?? error.message)};
  }
}

/** Body text without code blocks, inline code, link targets, HTML comments and tags. */
export function prose(body) {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '')
    .replace(/`[^`\n]*`/g, '`x`')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>\n]+>/g, '');
}

/** Chinese copy problems of one prose line: missing spaces and half-width punctuation. */
export function copyProblems(line) {
  const problems = [];
  if (new RegExp(`[${CJK}][A-Za-z0-9\`]|[A-Za-z0-9\`][${CJK}]`).test(line)) {
    problems.push('no space between Chinese and Latin/digits/code');
  }
  if (new RegExp(`[${CJK}][,;!?]|[${CJK}]:(?!//)|[${CJK}]\\.(?!\\w)`).test(line)) {
    problems.push('half-width punctuation after Chinese');
  }
  if (/[，。：；？！、）] (?![|])|(?<![|]) [，。：；？！、（]/.test(line)) {
    problems.push('space beside full-width punctuation');
  }
  return problems;
}

const errors = [];
const stats = [];
const topicRows = fs.existsSync(TOPICS)
  ? new Set(
      fs
        .readFileSync(TOPICS, 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((row) => row.replace('\t', '-')),
    )
  : undefined;

function checkFile(file, kind) {
  const rel = path.relative(root, file);
  const text = fs.readFileSync(file, 'utf8');
  const {front, body, error} = parse(text);
  if (error) errors.push(`${rel}: front matter is not valid YAML (${error})`);
  const required =
    kind === 'blog'
      ? ['title', 'description', 'authors', 'tags']
      : ['title', 'description', 'keywords'];
  for (const key of required) {
    if (!front[key]) errors.push(`${rel}: front matter lacks "${key}"`);
  }
  // Every doc page and post names the sources its facts were checked against.
  for (const problem of sourcesProblems(front.sources)) errors.push(`${rel}: ${problem}`);
  if (front.ha_release !== undefined && !RELEASE.test(String(front.ha_release))) {
    errors.push(`${rel}: ha_release must be a quoted release such as '2025.5'`);
  } else if (front.ha_release !== undefined && typeof front.ha_release !== 'string') {
    errors.push(
      `${rel}: ha_release must be quoted ('${front.ha_release}'), or YAML reads a number`,
    );
  }
  const clean = prose(body);
  clean.split('\n').forEach((line, index) => {
    if (/^# /.test(line))
      errors.push(`${rel}: an H1 in the body ("${line.slice(0, 40)}"); the title is the H1`);
    if (PLACEHOLDER.test(line))
      errors.push(`${rel}: placeholder text: "${line.trim().slice(0, 60)}"`);
    for (const problem of copyProblems(line)) {
      errors.push(`${rel}:${index + 1}: ${problem}: "${line.trim().slice(0, 70)}"`);
    }
  });
  // Doc cards need the doc map the docs version data no longer carries
  // (speed/loaders/version-props-loader.cjs).
  if (/<DocCardList\b|useDocById\b/.test(body)) {
    errors.push(`${rel}: DocCardList / useDocById cannot be used on this site (no doc map)`);
  }
  if (kind === 'blog') {
    const name = path.basename(file).replace(/\.mdx?$/, '');
    if (topicRows && !topicRows.has(name)) errors.push(`${rel}: not a row of blog-topics.tsv`);
    if (!body.includes('<!-- truncate -->')) errors.push(`${rel}: no <!-- truncate --> marker`);
  }
  if (rel.startsWith('docs/core/integration-quality-scale/rules/')) {
    const related = Array.isArray(front.related_rules) ? front.related_rules : [];
    for (const id of related) {
      if (!ruleIds.has(id)) errors.push(`${rel}: related_rules names unknown rule "${id}"`);
    }
  }
  stats.push({
    file: rel,
    cjk: (body.match(new RegExp(`[${CJK}]`, 'g')) ?? []).length,
    code: (body.match(/^```/gm) ?? []).length / 2,
    links: (body.match(/\]\((?!https?:)[^)]+\)/g) ?? []).length,
  });
}

for (const file of pagesBelow(path.join(root, 'docs'))) checkFile(file, 'doc');
// Generated category index pages are lists of doc cards, which need the same doc map.
for (const file of ['sidebars.ts', 'config/sidebarBuilder.ts']) {
  if (fs.readFileSync(path.join(root, file), 'utf8').includes('generated-index')) {
    errors.push(`${file}: generated-index categories show doc cards, which this site cannot`);
  }
}
for (const file of pagesBelow(path.join(root, 'blog'))) checkFile(file, 'blog');

if (!topicRows) console.log(`blog topic rows: SKIPPED (${TOPICS} not found)`);
if (showStats) {
  for (const s of stats) console.log(`${s.cjk}\t${s.code}\t${s.links}\t${s.file}`);
}
const docs = stats
  .filter((s) => s.file.startsWith('docs/'))
  .map((s) => s.cjk)
  .sort((a, b) => a - b);
const posts = stats
  .filter((s) => s.file.startsWith('blog/'))
  .map((s) => s.cjk)
  .sort((a, b) => a - b);
const median = (values) => (values.length ? values[Math.floor(values.length / 2)] : 0);
console.log(
  `content: ${docs.length} docs (median ${median(docs)} Chinese characters), ` +
    `${posts.length} posts (median ${median(posts)}), ${errors.length} problems`,
);
for (const error of errors) console.log(`  ${error}`);
process.exit(errors.length ? 1 : 0);
