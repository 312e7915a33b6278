import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, it} from 'vitest';
import {CHUNK_NAMES, routeTableDir} from './routeTableFixture';

const require = createRequire(import.meta.url);
type Loader = ((this: unknown, source: string) => string) & {bucketOf(key: string): number};
const loader = require('../../speed/loaders/route-data-loader.cjs') as Loader;

const line = (name: string, file: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

const REGISTRY = [
  'export default {',
  line('aaaa0001', '@theme/DocRoot'),
  line('aaaa0002', '@generated/version.json'),
  line('bbbb0001', '@theme/Page'),
  line('bbbb0002', '@site/docs/a.md'),
  line('cccc0001', '@site/blog/b.md'),
  line('dddd0001', '@generated/unused.json'),
  '};',
  '',
].join('\n');

const dir = routeTableDir();
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

function run(query = '', source = REGISTRY): {code: string; dependencies: string[]} {
  const dependencies: string[] = [];
  const context = {
    resourcePath: path.join(dir, 'registry.js'),
    resourceQuery: query,
    addDependency: (file: string) => dependencies.push(file),
  };
  return {code: loader.call(context, source), dependencies};
}

type Entry = [() => string, number | string, string];
interface MainModule {
  registry: Record<string, Entry | undefined>;
  routesChunkNames: Record<string, unknown>;
  loadRouteData(key: string): Promise<void> | null;
  routeDataChunk(key: string): number | undefined;
  routeDataChunkName(bucket: number): string;
}

/** Evaluates a module of the loader, with `import()` of a data chunk running the loader again. */
const IMPORT = /import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/g;

function evaluate(code: string, imported: string[] = []): MainModule {
  const body = code
    .replace(IMPORT, 'load("$1")')
    .replace(/export (const|function) /g, '$1 ')
    .replace(
      'export default registry;',
      'return {registry, routesChunkNames, loadRouteData, routeDataChunk, routeDataChunkName};',
    );
  const load = (request: string) => {
    imported.push(request);
    const bucket = /\?bucket=\d+$/.exec(request);
    if (!bucket) return `module ${request}`;
    const chunk = run(bucket[0])
      .code.replace(IMPORT, 'load("$1")')
      .replace(/export const /g, 'const ');
    return Promise.resolve(
      new Function('load', 'require', `${chunk}\nreturn {registry, routesChunkNames};`)(load, {
        resolveWeak: (file: string) => `weak:${file}`,
      }),
    );
  };
  return new Function('load', 'require', body)(load, {
    resolveWeak: (file: string) => `weak:${file}`,
  }) as MainModule;
}

describe('route-data-loader', () => {
  it('keeps the parent routes and unnamed chunks in main.js and the rest in data chunks', () => {
    const {code, dependencies} = run();
    expect(dependencies.map((file) => path.basename(file)).sort()).toEqual([
      'routes.js',
      'routesChunkNames.json',
    ]);
    const main = evaluate(code);
    expect(Object.keys(main.routesChunkNames)).toEqual(['/docs-f7f']);
    expect(Object.keys(main.registry).sort()).toEqual(['aaaa0001', 'aaaa0002', 'dddd0001']);
    // The module path (read only while the server renders) is left out; the weak id stays.
    expect(main.registry.dddd0001?.slice(1)).toEqual([0, 'weak:@generated/unused.json']);
    expect(main.routeDataChunk('/docs-f7f')).toBeUndefined();
    expect(main.routeDataChunk('/docs/a-0c1')).toBe(loader.bucketOf('/docs/a-0c1'));
    expect(main.routeDataChunkName(7)).toBe('route-data-7');
    // Every import() of the registry is still in the bundle for the bundler to split; the
    // parent route's go to the docs' layout chunk.
    expect(code).toContain('webpackChunkName: "dddd0001"');
    expect(code).not.toMatch(/webpackChunkName: "aaaa000[12]"/);
  });

  it("puts the parent routes' chunks and the docs page component in one layout chunk", () => {
    const source = REGISTRY.replace('};', `${line('eeee0001', '@theme/DocItem')}\n};`);
    const main = run('', source).code;
    const chunkOf = (code: string, name: string) =>
      new RegExp(`"${name}": \\[\\(\\) => import\\(/\\* webpackChunkName: "([^"]+)"`).exec(
        code,
      )?.[1];
    expect(chunkOf(main, 'aaaa0001')).toBe('docs-layout');
    expect(chunkOf(main, 'aaaa0002')).toBe('docs-layout');
    expect(chunkOf(main, 'dddd0001')).toBe('dddd0001');
    // DocItem is named by no route of this table, so main.js holds its entry.
    expect(chunkOf(main, 'eeee0001')).toBe('docs-layout');
    const data = run(`?bucket=${loader.bucketOf('/docs/a-0c1')}`, source).code;
    expect(chunkOf(data, 'bbbb0001')).toBe('bbbb0001');
    expect(chunkOf(data, 'bbbb0002')).toBe('bbbb0002');
    // Prefetching by registry name finds the layout chunk's name in the entry.
    const registry = evaluate(main).registry;
    expect(registry.aaaa0001?.[1]).toBe('docs-layout');
    expect(registry.eeee0001?.[1]).toBe('docs-layout');
    expect(registry.dddd0001?.[1]).toBe(0);
  });

  it('loads a route data chunk once, adding its routes and registry entries', async () => {
    const imported: string[] = [];
    const main = evaluate(run().code, imported);
    expect(main.loadRouteData('/docs-f7f')).toBeNull();
    const first = main.loadRouteData('/blog/b-2c2');
    expect(main.loadRouteData('/blog/b-2c2')).toBe(first);
    await first;
    expect(main.routesChunkNames['/blog/b-2c2']).toEqual(CHUNK_NAMES['/blog/b-2c2']);
    expect(main.registry.cccc0001?.[2]).toBe('weak:@site/blog/b.md');
    expect(main.registry.cccc0001?.[0]()).toBe('module @site/blog/b.md');
    expect(main.loadRouteData('/blog/b-2c2')).toBeNull();
    const bucket = `./registry.js?bucket=${loader.bucketOf('/blog/b-2c2')}`;
    expect(imported.filter((request) => request === bucket)).toHaveLength(1);
    await main.loadRouteData('/docs/a-0c1');
    expect(main.registry.bbbb0002?.[2]).toBe('weak:@site/docs/a.md');
    // A shared page component is in each data chunk that needs it.
    expect(main.registry.bbbb0001?.[2]).toBe('weak:@theme/Page');
  });

  it('a data chunk holds only its own routes', () => {
    const bucket = loader.bucketOf('/docs/a-0c1');
    const {code} = run(`?bucket=${bucket}`);
    expect(code).toContain('"/docs/a-0c1"');
    expect(code).toContain('@site/docs/a.md');
    expect(code).not.toContain('@site/blog/b.md');
    expect(code).not.toContain('/docs-f7f');
  });

  it('refuses generated files of another shape', () => {
    expect(() => run('', 'module.exports = {};')).toThrow(/unexpected shape/);
    expect(() => run('', 'export default {\n  "x": someOtherThing(),\n};')).toThrow(
      /unexpected registry line/,
    );
    // An entry whose path and weak id name another module than its import().
    expect(() =>
      run(
        '',
        'export default {\n  "x": [() => import(/* webpackChunkName: "x" */ "a"), "b", require.resolveWeak("a")],\n};',
      ),
    ).toThrow(/unexpected registry line/);
  });
});
