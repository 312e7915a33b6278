import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import pathToRegexp, {isPlainPattern, type Key} from '../../src/client/pathToRegexp';

const require = createRequire(import.meta.url);
type Original = ((path: string, keys: Key[], options: object) => RegExp) & {
  compile(path: string): (params?: object) => string;
};
const original = require('path-to-regexp') as Original;

// Route paths of the shapes this site has, and the escaped forms links match with.
const escape = (path: string) => path.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');
const PATHS = [
  '/developers/',
  '/developers/docs',
  '/developers/docs/core/entity/light',
  '/developers/docs/core/llm/',
  '/developers/blog/2021/04/09/astral-2.2',
  '/developers/blog/tags/弃用',
  '/developers/search',
  '*',
  '/developers/*',
  '',
];
const PATTERNS = [...PATHS, ...PATHS.map(escape), '/developers/a.b+c?d', '/a:', '/docs/\\:id'];
const URLS = [
  '/developers/',
  '/developers',
  '/developers/docs',
  '/developers/docs/',
  '/developers/docs/core/entity/light',
  '/developers/docs/core/entity/light/',
  '/developers/docs/core/entity/lights',
  '/developers/DOCS/core/entity/light',
  '/developers/docs/core/llm',
  '/developers/docs/core/llm/',
  '/developers/blog/2021/04/09/astral-2.2',
  '/developers/blog/2021/04/09/astral-2x2',
  '/developers/blog/tags/弃用',
  '/developers/search?q=x',
  '/developers/a.b+c?d',
  '/elsewhere',
  '',
];
const OPTIONS = [false, true].flatMap((end) =>
  [false, true].flatMap((strict) => [false, true].map((sensitive) => ({end, strict, sensitive}))),
);

describe('pathToRegexp for plain route paths', () => {
  it('builds the expressions and keys path-to-regexp builds, and they match alike', () => {
    for (const pattern of PATTERNS) {
      for (const options of OPTIONS) {
        const keys: Key[] = [];
        const expected: Key[] = [];
        const ours = pathToRegexp(pattern, keys, options);
        const theirs = original(pattern, expected, options);
        const where = `${pattern} ${JSON.stringify(options)}`;
        expect(ours.source, where).toBe(theirs.source);
        expect(ours.flags, where).toBe(theirs.flags);
        expect(keys, where).toEqual(expected);
        for (const url of URLS) expect(ours.exec(url), `${where} ${url}`).toEqual(theirs.exec(url));
      }
    }
  });

  it('generates plain paths as path-to-regexp does', () => {
    for (const pattern of PATHS.filter((path) => !path.includes('*'))) {
      expect(pathToRegexp.compile(pattern)()).toBe(original.compile(pattern)());
    }
    expect(() => pathToRegexp.compile('/developers/*')).toThrow(/not supported/);
  });

  it('refuses parameters and groups, which the build rejects in routes', () => {
    for (const pattern of ['/docs/:id', '/docs/(.*)', '/:lang/docs', '/a:b']) {
      expect(isPlainPattern(pattern)).toBe(false);
      expect(() => pathToRegexp(pattern)).toThrow(/not supported/);
    }
    for (const pattern of [...PATTERNS, '/docs/\\:id', '/a:']) {
      expect(isPlainPattern(pattern), pattern).toBe(true);
    }
  });
});
