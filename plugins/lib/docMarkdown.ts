/**
 * A doc page as plain Markdown, for AI assistants and readers who want the text: front matter
 * removed, the title as `#`, links made absolute, admonitions as quotes and the site's MDX
 * components rendered to Markdown. Used by `plugins/markdown-export.ts`.
 */
import path from 'node:path';
import {releaseOf} from '../../src/lib/docRoute.mjs';
import {parseSource} from '../../src/lib/sources.mjs';

export interface MarkdownDoc {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Path of the page on the site, with the base URL (`/developers/docs/core/entity/light`). */
  readonly permalink: string;
  /** Absolute path of the source file. */
  readonly source: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
}

export interface MarkdownContext {
  /** Origin of absolute URLs (`https://example.org`). */
  readonly siteUrl: string;
  readonly baseUrl: string;
  /** The release pages describe unless their front matter names another. */
  readonly release: string;
  /** Site path (with base URL) of the page built from a Markdown file, by its absolute path. */
  readonly permalinkOfFile: (file: string) => string | undefined;
  /** Markdown standing for a JSX component (`<RulesIndex />`), or undefined when it has none. */
  readonly component: (name: string, doc: MarkdownDoc) => string | undefined;
  /** Lines to put under the title and at the end of a page (a rule's tier, its related rules). */
  readonly extras?: (doc: MarkdownDoc) => {readonly top?: string; readonly bottom?: string};
}

/** Chinese labels of the admonition types. */
const ADMONITIONS: Readonly<Record<string, string>> = {
  note: '备注',
  tip: '提示',
  info: '信息',
  warning: '警告',
  danger: '危险',
  caution: '注意',
};

export class MarkdownExportError extends Error {}

/** The page's Markdown. Throws, naming the page, on a component with no Markdown form. */
export function docToMarkdown(doc: MarkdownDoc, body: string, context: MarkdownContext): string {
  const pageUrl = new URL(doc.permalink, context.siteUrl).href;
  const extras = context.extras?.(doc) ?? {};
  const head = [
    `# ${doc.title}`,
    doc.description ? `> ${doc.description}` : '',
    `适用于 Home Assistant ${releaseOf(doc.frontMatter, context.release)}。网页版：<${pageUrl}>`,
    extras.top ?? '',
  ].filter(Boolean);
  const sources = Array.isArray(doc.frontMatter.sources) ? doc.frontMatter.sources : [];
  const sourceLines = sources.flatMap((entry) => {
    const source = parseSource(entry);
    return 'error' in source ? [] : [`- [${String(entry)}](${source.url})`];
  });
  const tail = [
    extras.bottom ?? '',
    sourceLines.length ? `## 核对来源\n\n${sourceLines.join('\n')}` : '',
  ].filter(Boolean);
  const text = [head.join('\n\n'), convertBody(doc, body, pageUrl, context).trim(), ...tail];
  return `${text.join('\n\n')}\n`;
}

function convertBody(
  doc: MarkdownDoc,
  body: string,
  pageUrl: string,
  context: MarkdownContext,
): string {
  const out: string[] = [];
  let fence = '';
  let depth = 0;
  // Only MDX files have ESM lines and JSX; a `.md` file is CommonMark (format: detect).
  const mdx = doc.source.endsWith('.mdx');
  const fail = (line: number, what: string) => {
    throw new MarkdownExportError(`${doc.id}, line ${line + 1} of its body: ${what}`);
  };
  body.split('\n').forEach((line, index) => {
    const quote = '> '.repeat(depth);
    const trimmed = line.trim();
    if (fence) {
      out.push(quote + line);
      if (trimmed.startsWith(fence) && trimmed.replace(/[`~]/g, '') === '') fence = '';
      return;
    }
    const opening = /^(`{3,}|~{3,})/.exec(trimmed);
    if (opening) {
      fence = opening[1] ?? '';
      out.push(quote + line);
      return;
    }
    if (mdx && /^(import|export)\s/.test(line)) return;
    const admonition = /^:::(\w+)(?:\[(.*)\]|\s+(.*))?$/.exec(trimmed);
    if (admonition) {
      const type = admonition[1] ?? '';
      const label = ADMONITIONS[type];
      if (!label) fail(index, `unknown admonition type "${type}"`);
      const title = (admonition[2] ?? admonition[3] ?? '').trim();
      out.push(`${quote}> **${label}${title ? `：${title}` : ''}**`, `${quote}>`);
      depth += 1;
      return;
    }
    if (trimmed === ':::') {
      if (depth === 0) fail(index, 'an admonition closes that was never opened');
      depth -= 1;
      return;
    }
    const component = mdx ? /^<([A-Z]\w*)\s*\/>$/.exec(trimmed) : null;
    if (component) {
      const name = component[1] ?? '';
      const markdown = context.component(name, doc);
      if (markdown === undefined) fail(index, `<${name} /> has no Markdown form`);
      out.push(...(markdown ?? '').split('\n').map((text) => (text ? quote + text : quote.trim())));
      return;
    }
    let text = line.replace(/<!--.*?-->/g, '');
    if (/^#{1,6}\s/.test(text)) text = text.replace(/\s*\{#[\w-]+\}\s*$/, '');
    text = mapOutsideCode(text, (part) => {
      if (mdx && /<[A-Z]\w*[\s/>]/.test(part)) fail(index, 'a JSX element has no Markdown form');
      return part.replace(
        /(!?)\[((?:[^\]\\]|\\.)*)\]\(([^)\s]+)((?:\s+"[^"]*")?)\)/g,
        (_match, bang: string, label: string, target: string, title: string) =>
          `${bang}[${label}](${absolute(target, doc, pageUrl, context)}${title})`,
      );
    });
    out.push(text && quote ? quote + text : text || quote.trim());
  });
  if (depth !== 0) fail(body.split('\n').length - 1, 'an admonition is never closed');
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

/** Applies `map` to the parts of a line outside inline code spans. */
function mapOutsideCode(line: string, map: (part: string) => string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part : map(part)))
    .join('');
}

/** A link target of the page, as an absolute URL. */
export function absolute(
  target: string,
  doc: MarkdownDoc,
  pageUrl: string,
  context: MarkdownContext,
): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return target;
  if (target.startsWith('#')) return pageUrl + target;
  const hashAt = target.indexOf('#');
  const file = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const hash = hashAt >= 0 ? target.slice(hashAt) : '';
  if (target.startsWith('/')) {
    return new URL(context.baseUrl + target.slice(1), context.siteUrl).href;
  }
  if (/\.mdx?$/.test(file)) {
    const permalink = context.permalinkOfFile(
      path.resolve(path.dirname(doc.source), decodeURIComponent(file)),
    );
    if (permalink) return new URL(permalink, context.siteUrl).href + hash;
  }
  return new URL(target, pageUrl).href;
}
