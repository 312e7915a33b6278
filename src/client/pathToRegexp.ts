// React Router 5 turns every route path into a regular expression with path-to-regexp 1.x
// (parameters, groups, modifiers: 1.4 KiB of main.js after compression). This site's routes
// are plain paths and the catch-all `*`; links escape the special characters of the paths they
// match. This module builds the same expressions and keys as path-to-regexp for those patterns
// and refuses any other (parameters `:name`, groups `(…)`), for which the build checks every
// route (`plugins/route-patterns.ts`). Swapped in for the browser bundle's React Router only.

export interface Key {
  name: number;
  prefix: string;
  delimiter: string;
  optional: boolean;
  repeat: boolean;
  partial: boolean;
  asterisk: boolean;
  pattern: string;
}

interface Options {
  end?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

/** Escaped characters, a catch-all with its prefix, or the start of a parameter or group. */
const TOKEN = /\\(.)|([/.])?(?:(\*)|(:\w|\())/g;

/** Whether a route path is one this module handles (see above). */
export function isPlainPattern(path: string): boolean {
  for (const match of path.matchAll(TOKEN)) if (match[4] !== undefined) return false;
  return true;
}

function parse(path: string): (string | Key)[] {
  const tokens: (string | Key)[] = [];
  let key = 0;
  let index = 0;
  let text = '';
  for (const match of path.matchAll(TOKEN)) {
    const [whole, escaped, prefix, , unsupported] = match;
    text += path.slice(index, match.index);
    index = match.index + whole.length;
    if (escaped !== undefined) {
      text += escaped;
      continue;
    }
    if (unsupported !== undefined) {
      throw new Error(`Route pattern not supported: ${path}`);
    }
    if (text) tokens.push(text);
    text = '';
    const next = path[index];
    tokens.push({
      name: key++,
      prefix: prefix ?? '',
      delimiter: prefix ?? '/',
      optional: false,
      repeat: false,
      partial: prefix !== undefined && next !== undefined && next !== prefix,
      asterisk: true,
      pattern: '.*',
    });
  }
  text += path.slice(index);
  if (text) tokens.push(text);
  return tokens;
}

function escapeString(text: string): string {
  return text.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');
}

export default function pathToRegexp(
  path: string,
  keys: Key[] = [],
  options: Options = {},
): RegExp & {keys: Key[]} {
  if (typeof path !== 'string') throw new Error('Route pattern not supported: not a string');
  let route = '';
  for (const token of parse(path)) {
    if (typeof token === 'string') {
      route += escapeString(token);
    } else {
      keys.push(token);
      route += `${escapeString(token.prefix)}((?:${token.pattern}))`;
    }
  }
  const endsWithDelimiter = route.endsWith('\\/');
  if (!options.strict) route = `${endsWithDelimiter ? route.slice(0, -2) : route}(?:\\/(?=$))?`;
  if (options.end !== false) route += '$';
  else route += options.strict && endsWithDelimiter ? '' : '(?=\\/|$)';
  return Object.assign(new RegExp(`^${route}`, options.sensitive ? '' : 'i'), {keys});
}

/** `generatePath` for a plain path: the path itself (a catch-all has nothing to fill in). */
pathToRegexp.compile = function compile(path: string): () => string {
  const tokens = parse(path);
  if (tokens.some((token) => typeof token !== 'string')) {
    throw new Error(`Route pattern not supported for generating a path: ${path}`);
  }
  const text = tokens.join('');
  return () => text;
};
