import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {RULES_DIR, ruleFrontMatterProblems} from '../config/qualityScale';

/** Front matter of a Markdown file, or an empty object when it has none. */
export function readFrontMatter(text: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match?.[1]) return {};
  const data = yaml.load(match[1]);
  return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/** Checks every rule page against the quality-scale data file; problems name page and id. */
export function checkRulePages(siteDir: string): string[] {
  const dir = path.join(siteDir, 'docs', RULES_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) => {
      const page = `docs/${RULES_DIR}/${file}`;
      const frontMatter = readFrontMatter(fs.readFileSync(path.join(dir, file), 'utf8'));
      return ruleFrontMatterProblems(page, file.replace(/\.mdx?$/, ''), frontMatter.related_rules);
    });
}

/** Fails the build, before anything renders, when a rule page names an unknown rule. */
export default function qualityScaleCheckPlugin(context: LoadContext): Plugin {
  return {
    name: 'quality-scale-check',
    async loadContent() {
      const problems = checkRulePages(context.siteDir);
      if (problems.length > 0) {
        throw new Error(
          `Quality scale rule pages do not match the data file:\n${problems.join('\n')}`,
        );
      }
    },
  };
}
