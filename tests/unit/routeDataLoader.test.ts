import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../../plugins/lib/lazy-registry-loader.cjs') as (source: string) => string;

const line = (name: string, file: string, last = false) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],${last ? '};' : ''}`;

const REGISTRY = [
  'export default {',
  line('005b0d73', '@site/docs/a.md'),
  line('01590918', '@site/blog/b.md'),
  line('0159aaaa', '@site/blog/c.md'),
  line('ff000001', '@theme/DocItem', true),
  '',
].join('\n');

/** Evaluates the loader's output with `require.resolveWeak` and group building recorded. */
function evaluate(code: string) {
  const built: string[] = [];
  const body = code
    .replace('export default', 'return')
    .replace('groups[key]()', '(seen.push(key), groups[key]())');
  const registry = new Function('require', 'seen', body)(
    {resolveWeak: (file: string) => `weak:${file}`},
    built,
  ) as Record<string, [unknown, number, string] | undefined>;
  return {registry, built};
}

describe('lazy-registry-loader', () => {
  it('keeps every entry and builds only the group of a name looked up', () => {
    const code = loader(REGISTRY);
    // Same import() calls and chunk names for the bundler.
    for (const name of ['005b0d73', '01590918', '0159aaaa', 'ff000001'])
      expect(code).toContain(`webpackChunkName: "${name}"`);
    const {registry, built} = evaluate(code);
    expect(built).toEqual([]);
    // The module path (read only while the server renders) is left out; the weak id stays.
    expect(registry['01590918']?.slice(1)).toEqual([0, 'weak:@site/blog/b.md']);
    expect(registry['0159aaaa']?.[2]).toBe('weak:@site/blog/c.md');
    expect(built).toEqual(['01']);
    expect(registry.ff000001?.[2]).toBe('weak:@theme/DocItem');
    expect(registry['01ffffff']).toBeUndefined();
    expect(registry['99999999']).toBeUndefined();
    expect('005b0d73' in registry).toBe(true);
    expect(built).toEqual(['01', 'ff', '00']);
  });

  it('refuses a registry of another shape', () => {
    expect(() => loader('module.exports = {};')).toThrow(/unexpected shape/);
    expect(() => loader('export default {\n  "x": someOtherThing(),\n};')).toThrow(
      /unexpected registry line/,
    );
    // An entry whose path and weak id name another module than its import().
    expect(() =>
      loader(
        'export default {\n  "x": [() => import(/* webpackChunkName: "x" */ "a"), "b", require.resolveWeak("a")],\n};',
      ),
    ).toThrow(/unexpected registry line/);
  });
});
