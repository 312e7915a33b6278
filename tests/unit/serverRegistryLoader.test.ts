import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, it} from 'vitest';
import {routeTableDir} from './routeTableFixture';

const require = createRequire(import.meta.url);
const serverLoader = require('../../speed/loaders/server-registry-loader.cjs') as (
  this: unknown,
  source: string,
) => string;

const dir = routeTableDir();
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const loader = (source: string) =>
  serverLoader.call(
    {resourcePath: path.join(dir, 'registry.js'), addDependency: () => undefined},
    source,
  );

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
        .replace(/export const routeDataChunkNames = .*/, '')
        .replace(/import\(/g, 'String('),
    )({resolveWeak: (file: string) => `weak:${file}`}) as Record<
      string,
      [() => string, string, string]
    >;
    expect(registry['005b0d73']?.[1]).toBe('005b0d73');
    expect(registry['005b0d73']?.[2]).toBe('weak:@site/docs/a.md');
    expect(registry.ff000001?.[0]()).toBe('@theme/DocItem');
    // The docs page component is in the docs' layout chunk, as in the browser bundle
    // (route-data-loader.cjs), and reported by that chunk's name.
    expect(registry.ff000001?.[1]).toBe('docs-layout');
  });

  it("reports the parent routes' entries by the layout chunk's name", () => {
    const source = ['export default {', line('aaaa0001', '@theme/DocRoot'), '};', ''].join('\n');
    expect(loader(source)).toContain(
      '"aaaa0001": [() => import(/* webpackChunkName: "docs-layout" */ "@theme/DocRoot"), "docs-layout",',
    );
  });

  it("names each page's data chunk, as the browser bundle splits them", () => {
    const source = ['export default {', line('005b0d73', '@site/docs/a.md'), '};', ''].join('\n');
    const names = /export const routeDataChunkNames = (.*);/.exec(loader(source))?.[1];
    // 0x0c1 % 64 = 1, 0x2c2 % 64 = 2; the parent route stays in main.js.
    expect(JSON.parse(names ?? 'null')).toEqual({
      '/docs/a-0c1': 'route-data-1',
      '/blog/b-2c2': 'route-data-2',
    });
  });

  it('refuses a registry of another shape', () => {
    expect(() => loader('module.exports = {};')).toThrow(/unexpected shape/);
    expect(() => loader('export default {\n  "x": someOtherThing(),\n};')).toThrow(
      /unexpected registry line/,
    );
  });
});
