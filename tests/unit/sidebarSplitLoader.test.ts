import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
interface LoaderThis {
  resourcePath: string;
  resourceQuery: string;
  getOptions(): {inline?: string[]};
}
type Loader = ((this: LoaderThis, source: string) => string) & {
  chunkName: (name: string) => string;
};
const loader = require('../../speed/loaders/sidebar-split-loader.cjs') as Loader;

const resourcePath =
  '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/developers-docs-bda.json';
const run = (source: unknown, resourceQuery = '', inline?: string[]): string =>
  loader.call(
    {resourcePath, resourceQuery, getOptions: () => (inline ? {inline} : {})},
    JSON.stringify(source),
  );

/** The data a version module starts from (`const data = JSON.parse(…)`). */
function startData(code: string): unknown {
  const data = /^const data = JSON\.parse\(("(?:[^"\\]|\\.)*")\);$/m.exec(code)?.[1];
  return JSON.parse(JSON.parse(data ?? '""') as string);
}

/** The value a module's `export default JSON.parse(…)` line gives. */
function defaultJson(code: string): unknown {
  const match = /^export default JSON\.parse\(("(?:[^"\\]|\\.)*")\);$/m.exec(code);
  if (!match?.[1]) throw new Error(`no JSON default export in:\n${code}`);
  return JSON.parse(JSON.parse(match[1]) as string);
}

const core = [{type: 'link', label: '实体', href: '/developers/docs/core/entity'}];
const android = [{type: 'link', label: '应用', href: '/developers/docs/android'}];
const props = {
  version: {pluginId: 'default', docsSidebars: {Core: core, Android: android}, docs: {}},
};

describe('sidebar-split-loader', () => {
  it('gives the version data a loader per sidebar in place of the sidebars', () => {
    const code = run(props);
    const client = path.resolve(__dirname, '../../speed/client/docsSidebars.ts');
    expect(code).toContain(`import {docsSidebars} from ${JSON.stringify(client)};`);
    expect(startData(code)).toEqual({
      version: {pluginId: 'default', docsSidebars: {}, docs: {}},
    });
    expect(code).toContain('data.version.docsSidebars = docsSidebars(data.version.docsSidebars, {');
    expect(code).toContain(
      '"Core": () => import(/* webpackChunkName: "sidebar-Core" */ "./developers-docs-bda.json?sidebar=Core"),',
    );
    expect(code).toContain(
      '"Android": () => import(/* webpackChunkName: "sidebar-Android" */ "./developers-docs-bda.json?sidebar=Android"),',
    );
    expect(code).toMatch(/^export default data;$/m);
    expect(loader.chunkName('Core')).toBe('sidebar-Core');
  });

  it('keeps the inline sidebars in the version data, with no chunk of their own', () => {
    const code = run(props, '', ['Core']);
    expect(startData(code)).toEqual({
      version: {pluginId: 'default', docsSidebars: {Core: core}, docs: {}},
    });
    expect(code).not.toContain('sidebar-Core');
    expect(code).toContain('"Android": () => import(/* webpackChunkName: "sidebar-Android" */');
    expect(() => run(props, '', ['Voice'])).toThrow(/no sidebar "Voice" to keep inline/);
  });

  it('answers ?sidebar=Name with that sidebar alone', () => {
    expect(defaultJson(run(props, '?sidebar=Android'))).toEqual(android);
    expect(defaultJson(run(props, '?sidebar=Core'))).toEqual(core);
  });

  it('fails on a sidebar the data does not have, or a name it cannot put in a chunk name', () => {
    expect(() => run(props, '?sidebar=Voice')).toThrow(/has no sidebar "Voice"/);
    const odd = {version: {docsSidebars: {'a */ b': core}}};
    expect(() => run(odd)).toThrow(/sidebar name "a \*\/ b"/);
  });

  it('turns other route props into a module with the same default value', () => {
    const other = {tag: {label: '弃用', permalink: '/developers/docs/tags/deprecation'}};
    expect(defaultJson(run(other))).toEqual(other);
  });
});
