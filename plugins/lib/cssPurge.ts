import postcss, {type AtRule, type Container} from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * Class names the scripts of a build can put on an element: every word of their text (a word
 * being what a class name is made of), and every word ending in `-` or `_` as a prefix, since
 * components build names such as `alert--${type}` or `'col--' + size` at run time.
 */
export class ClassTokens {
  private readonly words = new Set<string>();
  private prefixes: string[] = [];

  add(text: string): void {
    for (const [word] of text.matchAll(/[\w-]+/g)) {
      if (this.words.has(word)) continue;
      this.words.add(word);
      if (word.length > 2 && /[-_]$/.test(word)) this.prefixes.push(word);
    }
  }

  has(className: string): boolean {
    return (
      this.words.has(className) || this.prefixes.some((prefix) => className.startsWith(prefix))
    );
  }
}

/**
 * Classes a selector needs on some element for it to match: those of its compound selectors,
 * not those inside a pseudo-class (`:not(.a)` matches without `.a`; `:is(.a, .b)` needs only
 * one of them), so those are never a reason to drop a selector.
 */
function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  selectorParser((root) => {
    root.walkClasses((node) => {
      let parent = node.parent;
      while (parent && parent.type !== 'pseudo') parent = parent.parent;
      if (!parent) classes.push(node.value);
    });
  }).processSync(selector);
  return classes;
}

const BLOCK_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'document']);

function removeEmptyBlocks(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule') return;
    const rule = node as AtRule;
    if (!rule.nodes || !BLOCK_AT_RULES.has(rule.name.toLowerCase())) return;
    removeEmptyBlocks(rule);
    if (rule.nodes.length === 0) rule.remove();
  });
}

export interface PurgeResult {
  readonly css: string;
  /** Classes whose selectors were removed because no script can set them. */
  readonly removedClasses: ReadonlySet<string>;
}

/**
 * Removes from a stylesheet the selectors that need a class `isUsed` rejects, and the rules
 * and blocks (`@media`, `@layer`, …) left empty by that. Everything else is written back as
 * it was, byte for byte.
 */
export function purgeCss(css: string, isUsed: (className: string) => boolean): PurgeResult {
  const root = postcss.parse(css);
  const removedClasses = new Set<string>();
  root.walkRules((rule) => {
    // Keyframe selectors (`from`, `50%`) have no classes and are kept like any other.
    const kept = rule.selectors.filter((selector) => {
      const unused = requiredClasses(selector).filter((name) => !isUsed(name));
      for (const name of unused) removedClasses.add(name);
      return unused.length === 0;
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmptyBlocks(root);
  return {css: root.toString(), removedClasses};
}

/** The class names in the `class` attributes of an HTML document. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    const value = match[1] ?? match[2] ?? match[3] ?? '';
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
