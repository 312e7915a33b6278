import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {createElement as h, Fragment, type ReactElement, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {HELMET_IMPORTERS} from '../../plugins/browser-head';
import {
  HEAD_TAG_NAMES,
  mergeHeads,
  readHead,
  type Attributes,
  type HeadState,
} from '../../src/client/headState';

const require = createRequire(import.meta.url);

interface RealHelmet {
  Helmet: (props: {children?: ReactNode}) => ReactElement;
  HelmetProvider: (props: {context: object; children?: ReactNode}) => ReactElement;
}
type Rendered = Record<string, {toString(): string}>;

const {Helmet, HelmetProvider} = require('react-helmet-async') as RealHelmet;
const {renderToString} = require('react-dom/server') as {renderToString(node: ReactNode): string};

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function parseAttributes(source: string): Attributes {
  const attributes: Attributes = {};
  for (const [, name, value] of source.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
    if (name !== 'data-rh') attributes[name!.toLowerCase()] = decode(value ?? '');
  }
  return attributes;
}

/** What the server's react-helmet-async writes for these `<Head>` contents, read back. */
function serverHead(heads: readonly ReactNode[]): HeadState {
  const context: {helmet?: Rendered} = {};
  renderToString(
    h(HelmetProvider, {context}, ...heads.map((children) => h(Helmet, null, children))),
  );
  const helmet = context.helmet!;
  const tags = {} as HeadState['tags'];
  for (const type of HEAD_TAG_NAMES) {
    const html = helmet[type]!.toString();
    tags[type] = [
      ...html.matchAll(new RegExp(`<${type} ([^>]*?)/?>(?:([^<]*)</${type}>)?`, 'g')),
    ].map(([, attributes, text]) =>
      text
        ? {attributes: parseAttributes(attributes!), text}
        : {attributes: parseAttributes(attributes!)},
    );
  }
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(helmet.title!.toString())?.[1];
  return {
    title: title === undefined ? undefined : decode(title),
    html: parseAttributes(helmet.htmlAttributes!.toString()),
    body: parseAttributes(helmet.bodyAttributes!.toString()),
    tags,
  };
}

/** The same `<Head>` contents read and merged by the browser's replacement. */
function browserHead(heads: readonly ReactNode[]): HeadState {
  return mergeHeads(heads.map((children) => readHead(children)));
}

const site = h(
  Fragment,
  null,
  h('html', {lang: 'zh-CN', dir: 'ltr'}),
  h('title', null, 'Home Assistant 开发者文档'),
  h('meta', {property: 'og:title', content: 'Home Assistant 开发者文档'}),
  h('meta', {name: 'viewport', content: 'width=device-width, initial-scale=1.0'}),
  h('link', {rel: 'icon', href: '/developers/img/favicon.ico'}),
);
const chrome = [
  h('meta', {key: 1, name: 'twitter:card', content: 'summary_large_image'}),
  h('body', {key: 2, className: 'navigation-with-keyboard'}),
  h('meta', {key: 3, property: 'og:url', content: 'https://example.org/developers/docs/x'}),
  h('link', {key: 4, rel: 'canonical', href: 'https://example.org/developers/docs/x'}),
  h('link', {
    key: 5,
    rel: 'alternate',
    href: 'https://example.org/developers/docs/x',
    hrefLang: 'zh-CN',
  }),
  h('link', {
    key: 6,
    rel: 'alternate',
    href: 'https://example.org/developers/docs/x',
    hrefLang: 'x-default',
  }),
];
const hydrated = h('html', {'data-has-hydrated': false});
const area = h('html', {className: 'plugin-docs plugin-id-default'});
const page = [
  h('html', {key: 1, className: 'plugin-docs plugin-id-default docs-doc-page'}),
  h('title', {key: 2}, '灯光 "light" & <实体> | Home Assistant 开发者文档'),
  h('meta', {key: 3, property: 'og:title', content: '灯光 | Home Assistant 开发者文档'}),
  h('meta', {key: 4, name: 'description', content: '灯光实体的属性与方法。'}),
  h('meta', {key: 5, property: 'og:description', content: '灯光实体的属性与方法。'}),
  h('meta', {key: 6, name: 'keywords', content: 'light,灯光'}),
  h('meta', {key: 7, name: 'docusaurus_tag', content: 'docs-default-current'}),
  h('script', {key: 8, type: 'application/ld+json'}, '{"@type":"BreadcrumbList"}'),
];

describe('browser head', () => {
  it('Docusaurus imports only Helmet and HelmetProvider, from the files the plugin covers', () => {
    const client = path.dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));
    const names = new Set<string>();
    const importers: string[] = [];
    for (const entry of fs.readdirSync(client, {recursive: true, encoding: 'utf8'})) {
      if (!entry.endsWith('.js')) continue;
      const file = path.join(client, entry);
      for (const match of fs
        .readFileSync(file, 'utf8')
        .matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-helmet-async'/g)) {
        importers.push(file);
        for (const name of match[1]!.split(',')) names.add(name.trim());
      }
    }
    const browserImporters = importers.filter((file) => !/server\w*\.js$/.test(file));
    expect(browserImporters).toHaveLength(2);
    for (const file of browserImporters) expect(file).toMatch(HELMET_IMPORTERS);
    expect([...names].sort()).toEqual(['Helmet', 'HelmetProvider']);
  });

  it('merges a page the way the server wrote it: inner title, description and classes win', () => {
    const heads = [site, hydrated, chrome, area, page];
    const merged = browserHead(heads);
    expect(merged).toEqual(serverHead(heads));
    expect(merged.title).toBe('灯光 "light" & <实体> | Home Assistant 开发者文档');
    expect(merged.html).toEqual({
      lang: 'zh-CN',
      dir: 'ltr',
      'data-has-hydrated': 'false',
      class: 'plugin-docs plugin-id-default docs-doc-page',
    });
    expect(merged.tags.meta.filter((tag) => tag.attributes.property === 'og:title')).toEqual([
      {attributes: {property: 'og:title', content: '灯光 | Home Assistant 开发者文档'}},
    ]);
    expect(merged.tags.link.map((tag) => tag.attributes.rel)).toEqual([
      'icon',
      'canonical',
      'alternate',
      'alternate',
    ]);
  });

  it('keeps the outer tags a page does not replace, and a canonical link by rel', () => {
    const inner = [
      h('link', {key: 1, rel: 'canonical', href: 'https://example.org/other'}),
      h('meta', {key: 2, name: 'robots', content: 'noindex'}),
    ];
    const heads = [site, chrome, inner];
    const merged = browserHead(heads);
    expect(merged).toEqual(serverHead(heads));
    expect(merged.tags.link.filter((tag) => tag.attributes.rel === 'canonical')).toEqual([
      {attributes: {rel: 'canonical', href: 'https://example.org/other'}},
    ]);
    expect(merged.tags.meta.map((tag) => tag.attributes.name ?? tag.attributes.property)).toEqual([
      'og:title',
      'viewport',
      'twitter:card',
      'og:url',
      'robots',
    ]);
  });

  it('without a page, the site title stays; an empty request changes nothing', () => {
    expect(browserHead([site, null])).toEqual(serverHead([site, null]));
    expect(browserHead([site]).title).toBe('Home Assistant 开发者文档');
  });

  it('rejects what a head cannot hold', () => {
    expect(() => readHead(h('div', null))).toThrow(/does not manage <div>/);
    expect(() => readHead(h(() => null, null))).toThrow(/accepts only head elements/);
  });
});
