import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

// Builds a small copy of the site (no .git, a handful of pages) with one defect at a time and
// checks that the build fails with a message naming the file, or succeeds when nothing is wrong.

const ROOT = path.resolve(__dirname, '../..');
const COPY = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'tsconfig.json',
  'package.json',
  'config',
  'plugins',
  'speed',
  'src',
  'static',
  'search',
  // Plugins share the scripts' front matter reader (plugins/markdown-export.ts).
  'scripts/lib',
  'blog/authors.yml',
  'blog/tags.yml',
  'docs/index.md',
  // The ten entry pages: the navbar and the landing page link them.
  'docs/architecture_index.md',
  'docs/development_index.md',
  'docs/frontend.md',
  'docs/supervisor.md',
  'docs/add-ons.md',
  'docs/operating-system.md',
  'docs/voice/overview.md',
  'docs/translations.md',
  'docs/android.md',
  'docs/misc.md',
  'docs/core/integration-quality-scale/_data',
];

const GOOD_POST = `---
title: 测试文章
description: 用于构建检查的文章。
authors: [docs-team]
tags: [documentation]
---

摘要。

<!-- truncate -->

正文。
`;

let site = '';

function write(rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(site, rel)), {recursive: true});
  fs.writeFileSync(path.join(site, rel), text);
}

function build(): {status: number | null; output: string} {
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'out'], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, NO_COLOR: '1'},
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

function reset(): void {
  fs.rmSync(path.join(site, 'blog'), {recursive: true, force: true});
  fs.rmSync(path.join(site, 'docs/core/integration-quality-scale/rules'), {
    recursive: true,
    force: true,
  });
  for (const file of ['blog/authors.yml', 'blog/tags.yml']) {
    write(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
  }
  write('blog/2018-05-22-custom-ui-panels-api.md', GOOD_POST);
}

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  for (const rel of COPY) {
    fs.cpSync(path.join(ROOT, rel), path.join(site, rel), {recursive: true});
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'));
  // The glossary links the pages that explain its terms; this small copy keeps the terms whose
  // page it has (in the whole site a glossary link to a missing page fails the build).
  const glossary = path.join(site, 'src/data/glossary.json');
  const data = JSON.parse(fs.readFileSync(glossary, 'utf8')) as {
    groups: {terms: {doc: string}[]}[];
  };
  for (const group of data.groups) {
    group.terms = group.terms.filter((term) =>
      ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(site, `docs/${term.doc}${ext}`))),
    );
  }
  fs.writeFileSync(glossary, JSON.stringify(data));
});

afterAll(() => {
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

describe('the build', {timeout: 240_000}, () => {
  it('succeeds from a tree without .git, without last-update times', () => {
    reset();
    expect(fs.existsSync(path.join(site, '.git'))).toBe(false);
    const {status, output} = build();
    expect(status, output.slice(-2000)).toBe(0);
    const page = fs.readFileSync(path.join(site, 'out/docs/development_index/index.html'), 'utf8');
    expect(page).not.toContain('theme-last-updated');
  });

  it('fails naming the post when an author is unknown', () => {
    reset();
    write('blog/2018-06-01-071-custom-panels.md', GOOD_POST.replace('docs-team', 'someone'));
    const {status, output} = build();
    expect(status).not.toBe(0);
    expect(output).toContain('2018-06-01-071-custom-panels.md');
    expect(output).toMatch(/someone/);
  });

  it('fails naming the post when a tag is unknown', () => {
    reset();
    write('blog/2018-06-01-071-custom-panels.md', GOOD_POST.replace('[documentation]', '[nope]'));
    const {status, output} = build();
    expect(status).not.toBe(0);
    expect(output).toContain('2018-06-01-071-custom-panels.md');
    expect(output).toContain('nope');
  });

  it('fails naming the post when the truncate marker is missing', () => {
    reset();
    write('blog/2018-06-01-071-custom-panels.md', GOOD_POST.replace('<!-- truncate -->', ''));
    const {status, output} = build();
    expect(status).not.toBe(0);
    expect(output).toContain('2018-06-01-071-custom-panels.md');
    expect(output).toMatch(/truncat/i);
  });

  it('fails naming the page and the id when a rule page names an unknown rule', () => {
    reset();
    write(
      'docs/core/integration-quality-scale/rules/config-flow.md',
      '---\ntitle: 配置流程（config-flow）\ndescription: 测试。\nkeywords: [config-flow]\n' +
        'related_rules: [no-such-rule]\n---\n\n正文。\n',
    );
    const {status, output} = build();
    expect(status).not.toBe(0);
    expect(output).toContain(
      'docs/core/integration-quality-scale/rules/config-flow.md: related_rules names unknown rule "no-such-rule"',
    );
  });
});
