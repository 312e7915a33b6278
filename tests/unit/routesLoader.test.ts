import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../../speed/loaders/routes-loader.cjs') as (
  this: {resourceQuery?: string},
  source: string,
) => string;

interface Route {
  path?: string;
  component?: unknown;
  exact?: boolean;
  sidebar?: string;
  group?: string;
  routes?: Route[];
}

const block = (path: string, hash: string) =>
  `  {\n    path: '${path}',\n    component: ComponentCreator('${path}', '${hash}'),\n    exact: true\n  },`;
const posts = Array.from({length: 9}, (_, i) => `/developers/blog/2025/05/${10 + i}/post`);
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
${block('/developers/blog', 'df9')}
${posts.map((path, i) => block(path, `a${i}`)).join('\n')}
${block('/developers/blog/2024/01/01/lone', 'b01')}
  {
    path: '/developers/docs',
    component: ComponentCreator('/developers/docs', 'f7f'),
    routes: [
      {
        path: '/developers/docs/core/entity/light',
        component: ComponentCreator('/developers/docs/core/entity/light', 'c11'),
        exact: true,
        sidebar: "Core"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*')
  }
];
`;

/** Runs the loader's output with a ComponentCreator that records its arguments. */
function evaluate(code: string): {routes: Route[]; groups: Record<string, {chunk: string}>} {
  const body = code
    .replace("import ComponentCreator from '@docusaurus/ComponentCreator';\n", '')
    .replace('export default', 'const routes =')
    .replace('export const routeGroups =', 'const routeGroups =')
    .replace(/import\(\/\* webpackChunkName: "[^"]*" \*\/ ("[^"]*")\)/g, 'Promise.resolve($1)');
  const hasGroups = body.includes('const routeGroups');
  return new Function(
    'ComponentCreator',
    `${body}\nreturn {routes, groups: ${hasGroups ? 'routeGroups' : '{}'}};`,
  )((...args: string[]) => ({creator: args})) as {
    routes: Route[];
    groups: Record<string, {chunk: string}>;
  };
}

describe('routes-loader', () => {
  it('puts prefix routes first and moves a group of exact routes into a chunk of its own', () => {
    const main = evaluate(loader.call({resourceQuery: ''}, ROUTES));
    expect(main.routes.map((route) => route.path)).toEqual([
      '/developers/docs',
      '/developers/blog',
      '/developers/blog/2025',
      '/developers/blog/2024/01/01/lone',
      '*',
    ]);
    expect(main.routes[2]).toEqual({
      path: '/developers/blog/2025',
      group: '/developers/blog/2025',
      routes: [],
    });
    expect(main.routes[0]?.routes?.[0]).toEqual({
      path: '/developers/docs/core/entity/light',
      component: {creator: ['/developers/docs/core/entity/light', 'c11']},
      exact: true,
      sidebar: 'Core',
    });
    expect(main.routes[4]?.component).toEqual({creator: ['*']});
    expect(Object.keys(main.groups)).toEqual(['/developers/blog/2025']);
    expect(main.groups['/developers/blog/2025']?.chunk).toBe('routes-developers-blog-2025');
  });

  it('returns the routes of one group for ?group=<prefix>', () => {
    const query = `?group=${encodeURIComponent('/developers/blog/2025')}`;
    const group = evaluate(loader.call({resourceQuery: query}, ROUTES));
    expect(group.routes).toEqual(
      posts.map((path, i) => ({path, component: {creator: [path, `a${i}`]}, exact: true})),
    );
    expect(() => loader.call({resourceQuery: '?group=%2Fnowhere'}, ROUTES)).toThrow(
      /no route group/,
    );
  });

  it('writes routes of every shape back as they were', () => {
    const odd = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {path: '/a', component: ComponentCreator('/a', 'h1'), exact: true, strict: true},
  {path: '/b', component: ComponentCreator('/elsewhere', 'h2'), exact: true},
  {path: '/c', component: ComponentCreator('/c', 'h3')},
  {path: '/d', component: ComponentCreator('/d', 'h4'), exact: true, sidebar: 7}
];
`;
    const written = loader.call({resourceQuery: ''}, odd);
    expect(evaluate(written).routes).toEqual([
      {path: '/a', component: {creator: ['/a', 'h1']}, exact: true, strict: true},
      {path: '/b', component: {creator: ['/elsewhere', 'h2']}, exact: true},
      {path: '/c', component: {creator: ['/c', 'h3']}},
      {path: '/d', component: {creator: ['/d', 'h4']}, exact: true, sidebar: 7},
    ]);
  });

  it('refuses a route table of another shape', () => {
    expect(() => loader.call({}, 'export default [];')).toThrow(/unexpected shape/);
  });
});
