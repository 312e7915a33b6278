import path from 'node:path';

/**
 * A remark plugin for a docs tree that is written page by page. A link to a doc id the
 * inventory lists but nobody has written yet is rendered as its plain text; every other link is
 * left alone, so a link to an id outside the inventory still fails the build as a broken link.
 * Once every inventory page exists, the plugin changes nothing.
 */

interface MdNode {
  type: string;
  url?: string;
  children?: MdNode[];
}

interface VFileLike {
  path?: string;
}

export interface PendingDocLinksOptions {
  /** Absolute path of the docs folder. */
  readonly docsDir: string;
  /** Doc ids the inventory names. */
  readonly inventoryIds: ReadonlySet<string>;
  /** Whether a doc id has a file. */
  readonly exists: (id: string) => boolean;
  /** URL path of the docs plugin, without base URL (for example `/docs/`). */
  readonly docsRoutePrefix: string;
}

function stripSuffixes(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/** The doc ids a link may point at, or none when it is not a link into the docs. */
export function linkTargetIds(
  url: string,
  sourceFile: string | undefined,
  options: Pick<PendingDocLinksOptions, 'docsDir' | 'docsRoutePrefix'>,
): string[] {
  const target = stripSuffixes(url);
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target === '') return [];
  if (target.startsWith(options.docsRoutePrefix)) {
    const id = decodeURI(target.slice(options.docsRoutePrefix.length)).replace(/\/+$/, '');
    return id === '' ? ['index'] : [id, `${id}/index`];
  }
  if (target.startsWith('/') || sourceFile === undefined || !/\.mdx?$/.test(target)) return [];
  const absolute = path.resolve(path.dirname(sourceFile), decodeURI(target));
  const relative = path.relative(options.docsDir, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return [];
  return [
    relative
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, ''),
  ];
}

export function isPendingLink(
  url: string,
  sourceFile: string | undefined,
  options: PendingDocLinksOptions,
): boolean {
  const ids = linkTargetIds(url, sourceFile, options);
  return (
    ids.length > 0 &&
    ids.some((id) => options.inventoryIds.has(id)) &&
    !ids.some((id) => options.exists(id))
  );
}

function unlinkPending(node: MdNode, file: VFileLike, options: PendingDocLinksOptions): void {
  if (!node.children) return;
  const children: MdNode[] = [];
  for (const child of node.children) {
    unlinkPending(child, file, options);
    if (child.type === 'link' && child.url && isPendingLink(child.url, file.path, options)) {
      children.push(...(child.children ?? []));
    } else {
      children.push(child);
    }
  }
  node.children = children;
}

export default function remarkPendingDocLinks(options: PendingDocLinksOptions) {
  return (tree: MdNode, file: VFileLike): void => {
    unlinkPending(tree, file, options);
  };
}
