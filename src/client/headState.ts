import {Children, Fragment, isValidElement, type ReactNode} from 'react';

/** Elements of the head that can be listed several times, each kept as its own element. */
export const HEAD_TAG_NAMES = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
export type HeadTagName = (typeof HEAD_TAG_NAMES)[number];

/** HTML attribute name → value, as the element will carry it. */
export type Attributes = Record<string, string>;

export interface HeadTag {
  readonly attributes: Attributes;
  /** Text content (script, style, noscript). */
  readonly text?: string;
}

/** What one `<Head>` asks for. */
export interface HeadRequest {
  title?: string;
  html?: Attributes;
  body?: Attributes;
  tags?: Partial<Record<HeadTagName, HeadTag[]>>;
}

/** What the document should show once every mounted `<Head>` is taken into account. */
export interface HeadState {
  title: string | undefined;
  html: Attributes;
  body: Attributes;
  tags: Record<HeadTagName, HeadTag[]>;
}

/** React prop names whose HTML attribute is spelt differently. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  charSet: 'charset',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
};

function attributeValue(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

function textOf(children: unknown): string | undefined {
  if (children === undefined || children === null || typeof children === 'boolean') {
    return undefined;
  }
  return Array.isArray(children)
    ? children.map((part) => textOf(part) ?? '').join('')
    : String(children);
}

function isHeadTag(type: string): type is HeadTagName {
  return (HEAD_TAG_NAMES as readonly string[]).includes(type);
}

/**
 * Reads the children of a `<Head>`: `<title>`, `<html>` and `<body>` attributes, and head
 * elements (meta, link, script, …), fragments included. Anything else is an error in the page's
 * code, reported as such rather than dropped without a word.
 */
export function readHead(children: ReactNode, request: HeadRequest = {}): HeadRequest {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const {children: nested, ...props} = child.props as Record<string, unknown>;
    if (child.type === Fragment) {
      readHead(nested as ReactNode, request);
      return;
    }
    if (typeof child.type !== 'string') {
      throw new Error(
        '<Head> accepts only head elements (title, meta, link, script, html, body, …).',
      );
    }
    const attributes: Attributes = {};
    for (const [name, value] of Object.entries(props)) {
      attributes[ATTRIBUTE_NAMES[name] ?? name.toLowerCase()] = attributeValue(value);
    }
    const type = child.type;
    if (type === 'title') {
      request.title = textOf(nested) ?? '';
    } else if (type === 'html' || type === 'body') {
      request[type] = {...request[type], ...attributes};
    } else if (isHeadTag(type)) {
      const text = textOf(nested);
      const tags = (request.tags ??= {});
      (tags[type] ??= []).push(text === undefined ? {attributes} : {attributes, text});
    } else {
      throw new Error(`<Head> does not manage <${type}> elements.`);
    }
  });
  return request;
}

/**
 * The attribute that makes two tags of a kind the same entry, so that an inner `<Head>` replaces
 * an outer one's (a page's description replaces the site's): `name`, `property`, … for meta;
 * for links the canonical link by its `rel`, others by `href`; scripts by `src` or content.
 * A tag without one is not managed.
 */
export function tagIdentity(type: HeadTagName, {attributes: a, text}: HeadTag): string | undefined {
  let identity: string | undefined;
  switch (type) {
    case 'meta':
      for (const name of ['name', 'property', 'http-equiv', 'charset', 'itemprop']) {
        if (a[name]) {
          identity = `${name}=${a[name]}`;
          break;
        }
      }
      break;
    case 'link':
      if (a.rel?.toLowerCase() === 'canonical') identity = 'rel=canonical';
      else if (a.href) identity = `href=${a.href}`;
      else if (a.rel && a.rel.toLowerCase() !== 'stylesheet') identity = `rel=${a.rel}`;
      break;
    case 'base':
      if (a.href) identity = `href=${a.href}`;
      break;
    case 'script':
      if (a.src) identity = `src=${a.src}`;
      else if (text) identity = `text=${text}`;
      break;
    default:
      if (text) identity = `text=${text}`;
  }
  return identity?.toLowerCase();
}

/**
 * Merges the requests of the mounted `<Head>` elements, outermost (first rendered) first: the
 * innermost title wins; `<html>`/`<body>` attributes are merged, inner values winning; a head
 * tag whose identity an inner `<Head>` also lists is left out, and within one `<Head>` every
 * tag is kept. Tags keep the order of their `<Head>` elements and their order inside them.
 */
export function mergeHeads(requests: readonly HeadRequest[]): HeadState {
  const state: HeadState = {
    title: undefined,
    html: {},
    body: {},
    tags: {base: [], link: [], meta: [], noscript: [], script: [], style: []},
  };
  for (const request of requests) {
    if (request.title !== undefined) state.title = request.title;
    Object.assign(state.html, request.html);
    Object.assign(state.body, request.body);
  }
  for (const type of HEAD_TAG_NAMES) {
    const claimed = new Set<string>();
    const kept: HeadTag[][] = [];
    for (let index = requests.length - 1; index >= 0; index -= 1) {
      const own: HeadTag[] = [];
      const identities: string[] = [];
      for (const tag of requests[index]!.tags?.[type] ?? []) {
        const identity = tagIdentity(type, tag);
        if (identity === undefined || claimed.has(identity)) continue;
        own.push(tag);
        identities.push(identity);
      }
      for (const identity of identities) claimed.add(identity);
      kept.push(own);
    }
    state.tags[type] = kept.reverse().flat();
  }
  return state;
}
