#!/usr/bin/env node
// The import guard: every `from homeassistant… import …` (and `import homeassistant…`) in a
// Python code block must name something the Home Assistant release the page describes has,
// by the typed-API table in ../shared/ha-api/symbols.json.gz (releases 2022.10 to 2026.7).
// - Docs describe 2025.5 (or the page's `ha_release`); the name must exist in that release.
// - A blog post describes `ha_release`, or else the release that followed its date; the name
//   must exist in that release or one of the two after it.
// A module the table does not cover is skipped and counted, not failed. Without ../shared the
// check says it skipped and exits 0.
// Usage: node scripts/check-imports.mjs [--table FILE] [--verbose] [--skip-code N]
// Exits 1 on a failing name; when it skips, 0 or the --skip-code given (scripts/test.sh: 75).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';
import {isMarkdown, splitFrontMatter, walkFiles} from './lib/files.mjs';
import {HA_RELEASE as DOCS_RELEASE} from '../config/release.mjs';
import {releaseOf} from '../src/lib/docRoute.mjs';

/** How many releases after a post's own may still bring a name its code imports. */
export const POST_GRACE = 2;
const ROOTS = new Set(['homeassistant', 'homeassistant.components']);

/**
 * The imports of Home Assistant names in a Markdown file's Python code blocks, each with its
 * line in the file and the full dotted name it refers to.
 * @param {string} text the file's whole text
 * @returns {{line: number, module: string, name?: string}[]}
 */
export function pythonImports(text) {
  const found = [];
  const lines = text.split('\n');
  let inPython = false;
  let fence = '';
  let statement = '';
  let start = 0;
  lines.forEach((line, index) => {
    const open = /^(\s*)(```+|~~~+)\s*([\w+-]*)/.exec(line);
    if (!fence && open) {
      fence = open[2] ?? '';
      inPython = /^(python|py|python3)$/i.test(open[3] ?? '');
      return;
    }
    if (fence && line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') {
      fence = '';
      inPython = false;
      statement = '';
      return;
    }
    if (!inPython) return;
    const code = line.replace(/#.*$/, '');
    if (!statement) {
      if (!/^\s*(from\s+homeassistant\b|import\s+homeassistant\b)/.test(code)) return;
      start = index + 1;
    }
    statement += ` ${code.trim().replace(/\\$/, '')}`;
    const openParens = (statement.match(/\(/g) ?? []).length;
    const closeParens = (statement.match(/\)/g) ?? []).length;
    if (openParens > closeParens || /\\\s*$/.test(code)) return;
    found.push(...readStatement(statement.trim(), start));
    statement = '';
  });
  return found;
}

/** The names of an import list (`a, b as c` → `a`, `b`). */
const importedNames = (list) =>
  list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '',
    )
    .filter(Boolean);

/** The names one import statement brings in. */
function readStatement(statement, line) {
  const from = /^from\s+([\w.]+)\s+import\s+\(?([^)]*)\)?$/.exec(statement);
  if (from) {
    const module = from[1] ?? '';
    return importedNames(from[2] ?? '')
      .filter((name) => name !== '*')
      .map((name) => ({line, module, name}));
  }
  const plain = /^import\s+(.+)$/.exec(statement);
  if (!plain) return [];
  return importedNames(plain[1] ?? '')
    .filter((module) => module.startsWith('homeassistant'))
    .map((module) => ({line, module}));
}

/** The release a post dated `date` (YYYY-MM-DD) describes: the first one on or after it. */
export function releaseAfter(date) {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`not a date: ${date}`);
  // Monthly releases come out on the first Wednesday of their month.
  const firstWednesday = ((3 - new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 7) % 7) + 1;
  if (day <= firstWednesday) return `${year}.${month}`;
  return month === 12 ? `${year + 1}.1` : `${year}.${month + 1}`;
}

const releaseKey = (release) => {
  const [year, month] = release.split('.').map(Number);
  return (year ?? 0) * 12 + (month ?? 0) - 1;
};

/**
 * The releases a table entry spans, with an open end where the table cannot tell: an entry
 * that starts with the table's first release, or with its parent's (a module the table began
 * to cover later, when it became strictly typed), may be older; one that ends with the
 * table's last release, or with its parent's, may live on. Open ends are -Infinity/Infinity.
 */
function span(table, full) {
  const {names, releases} = table;
  const range = names[full];
  if (!range) return undefined;
  const parentName = full.slice(0, full.lastIndexOf('.'));
  const parent = ROOTS.has(parentName) ? undefined : names[parentName];
  const [since, until] = range;
  const openStart = since === releases[0] || !parent || since === parent[0];
  const openEnd = until === releases.at(-1) || !parent || until === parent[1];
  return [openStart ? -Infinity : releaseKey(since), openEnd ? Infinity : releaseKey(until)];
}

/**
 * Judges one imported name against the table. A doc's name must exist in its release; a
 * post's must have arrived by `grace` releases after its release (a post may show code from
 * before a removal it announces, so leaving later is no failure).
 * @returns {{status: 'ok' | 'uncovered' | 'failed', reason?: string}}
 */
export function judge(table, full, release, grace, kind) {
  const {names} = table;
  const at = releaseKey(release);
  const range = names[full];
  const known = span(table, full);
  if (range && known) {
    const [since, until] = known;
    const arrived = since <= at + grace;
    const lasts = kind === 'post' || until >= at;
    if (arrived && lasts) return {status: 'ok'};
    const wanted = grace ? `${release} (or the ${grace} releases after it)` : release;
    return {status: 'failed', reason: `it is in ${range[0]}..${range[1]}, not in ${wanted}`};
  }
  // Not in the table: absent where its parent is covered in that release, else not covered.
  const parts = full.split('.');
  for (let i = parts.length - 1; i > 0; i--) {
    const parent = parts.slice(0, i).join('.');
    if (ROOTS.has(parent)) break;
    const parentSpan = span(table, parent);
    if (!parentSpan) continue;
    const covered = at >= releaseKey(table.releases[0]) && parentSpan[0] <= at;
    if (covered && parentSpan[1] >= at) {
      return {status: 'failed', reason: `absent: ${parent} has no such name in ${release}`};
    }
    return {status: 'uncovered'};
  }
  return {status: 'uncovered'};
}

/** Reads the table, or undefined when the file is not there. */
export function readTable(file) {
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'));
}

function main() {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const args = process.argv.slice(2);
  const tableArg = args.indexOf('--table');
  const tableFile =
    tableArg >= 0
      ? path.resolve(args[tableArg + 1] ?? '')
      : path.resolve(root, '..', 'shared', 'ha-api', 'symbols.json.gz');
  const table = readTable(tableFile);
  if (!table) {
    console.log(
      `imports: SKIPPED: no API table at ${tableFile} (../shared is not beside this tree)`,
    );
    const skipCode = args.indexOf('--skip-code');
    process.exit(skipCode >= 0 ? Number(args[skipCode + 1]) : 0);
  }
  const counts = {pages: 0, checked: 0, uncovered: 0};
  const failures = [];
  const uncovered = new Map();
  const pages = (dir) =>
    walkFiles(path.join(root, dir), {match: isMarkdown, skip: (name) => name.startsWith('_')});
  for (const [dir, kind] of [
    ['docs', 'doc'],
    ['blog', 'post'],
  ]) {
    for (const file of pages(dir)) {
      const text = fs.readFileSync(file, 'utf8');
      const imports = pythonImports(text);
      if (!imports.length) continue;
      counts.pages++;
      const rel = path.relative(root, file);
      const front = yaml.load(splitFrontMatter(text).frontMatter ?? '') ?? {};
      const date = /^(\d{4}-\d{2}-\d{2})/.exec(path.basename(file))?.[1];
      const release = releaseOf(front, kind === 'doc' || !date ? DOCS_RELEASE : releaseAfter(date));
      const grace = kind === 'doc' ? 0 : POST_GRACE;
      for (const item of imports) {
        const full = item.name ? `${item.module}.${item.name}` : item.module;
        const verdict = judge(table, full, release, grace, kind);
        counts.checked++;
        if (verdict.status === 'uncovered') {
          counts.uncovered++;
          uncovered.set(item.module, (uncovered.get(item.module) ?? 0) + 1);
        } else if (verdict.status === 'failed') {
          failures.push(`${rel}:${item.line}: ${full}: ${verdict.reason}`);
        }
      }
    }
  }
  console.log(
    `imports: ${counts.checked} names in ${counts.pages} pages checked against the API table ` +
      `(docs: ${DOCS_RELEASE}; posts: their release + ${POST_GRACE}); ` +
      `${counts.uncovered} in modules it does not cover, skipped; ${failures.length} failed`,
  );
  if (args.includes('--verbose')) {
    for (const [module, n] of [...uncovered].sort((a, b) => b[1] - a[1])) {
      console.log(`  not covered: ${module} (${n})`);
    }
  }
  for (const failure of failures) console.log(`  ${failure}`);
  process.exit(failures.length ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
