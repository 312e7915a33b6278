import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../../plugins/lib/server-registry-loader.cjs') as (
  source: string,
) => string;

const line = (name: string, file: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

describe('server-registry-loader', () => {
  it('puts the chunk name where react-loadable reports, keeping the import and weak id', () => {
    const source = [
      'export default {',
      line('005b0d73', '@site/docs/a.md'),
      line('ff000001', '@theme/DocItem'),
      '};',
      '',
    ].join('\n');
    const registry = new Function(
      'require',
      loader(source)
        .replace('export default', 'return')
        .replace(/import\(/g, 'String('),
    )({resolveWeak: (file: string) => `weak:${file}`}) as Record<
      string,
      [() => string, string, string]
    >;
    expect(registry['005b0d73']?.[1]).toBe('005b0d73');
    expect(registry['005b0d73']?.[2]).toBe('weak:@site/docs/a.md');
    expect(registry.ff000001?.[0]()).toBe('@theme/DocItem');
    expect(registry.ff000001?.[1]).toBe('ff000001');
  });

  it('refuses a registry of another shape', () => {
    expect(() => loader('module.exports = {};')).toThrow(/unexpected shape/);
    expect(() => loader('export default {\n  "x": someOtherThing(),\n};')).toThrow(
      /unexpected registry line/,
    );
  });
});
