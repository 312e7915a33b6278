import {useLayoutEffect, useState, type ReactNode} from 'react';
import {
  HEAD_TAG_NAMES,
  mergeHeads,
  readHead,
  type Attributes,
  type HeadRequest,
  type HeadTag,
  type HeadTagName,
} from './headState';

/**
 * The browser's `react-helmet-async`, swapped in by `plugins/browser-head.ts` (the server bundle
 * keeps the real one, which writes the head of every page's HTML). Docusaurus imports two names
 * from it: `HelmetProvider` (client entry) and `Helmet` (`@docusaurus/Head`).
 *
 * Each `<Head>` takes its place in render order when it first renders, and hands its request
 * over when React commits it; the merged head is written to the document once the commit is
 * over. A page that is still hydrating therefore never shows a partial head (the site's title
 * before the page's), and the work happens once per commit rather than once per `<Head>`.
 * Elements written here carry `data-rh`, as the server's do, so the two manage the same tags.
 */

const MARK = 'data-rh';
const mounted = new Map<number, HeadRequest>();
let order = 0;
let scheduled = false;

/** Attributes this module has set on `<html>` and `<body>`, to remove those no longer asked for. */
const ownedAttributes = new WeakMap<Element, Set<string>>();

function writeAttributes(element: Element, attributes: Attributes): void {
  const previous = ownedAttributes.get(element) ?? new Set<string>();
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    previous.delete(name);
  }
  for (const name of previous) element.removeAttribute(name);
  ownedAttributes.set(element, new Set(Object.keys(attributes)));
}

function createTag(type: HeadTagName, {attributes, text}: HeadTag): HTMLElement {
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  element.setAttribute(MARK, 'true');
  return element;
}

/** Keeps the head's managed tags that are still wanted as they are, removes the others. */
function writeTags(type: HeadTagName, tags: readonly HeadTag[]): void {
  const head = document.head;
  const existing = Array.from(head.querySelectorAll(`${type}[${MARK}]`));
  const added: HTMLElement[] = [];
  for (const tag of tags) {
    const element = createTag(type, tag);
    const same = existing.findIndex((node) => node.isEqualNode(element));
    if (same === -1) added.push(element);
    else existing.splice(same, 1);
  }
  for (const node of existing) node.remove();
  head.append(...added);
}

function writeHead(): void {
  scheduled = false;
  const requests = [...mounted.entries()].sort(([a], [b]) => a - b).map(([, request]) => request);
  const state = mergeHeads(requests);
  writeAttributes(document.documentElement, state.html);
  writeAttributes(document.body, state.body);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  for (const type of HEAD_TAG_NAMES) writeTags(type, state.tags[type]);
}

function scheduleWrite(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(writeHead);
}

export function Helmet({children}: {children?: ReactNode}): null {
  const [position] = useState(() => (order += 1));
  const request = JSON.stringify(readHead(children));
  useLayoutEffect(() => {
    mounted.set(position, JSON.parse(request) as HeadRequest);
    scheduleWrite();
    return () => {
      mounted.delete(position);
      scheduleWrite();
    };
  }, [position, request]);
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
