import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A site with the docs' nested layout routes, two pages and a chunk no route names.
export const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'f7f'),
    routes: [
      {
        path: '/docs/a',
        component: ComponentCreator('/docs/a', '0c1'),
        exact: true
      },
    ]
  },
  {
    path: '/blog/b',
    component: ComponentCreator('/blog/b', '2c2'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
export const CHUNK_NAMES = {
  '/docs-f7f': {__comp: 'aaaa0001', version: 'aaaa0002'},
  '/docs/a-0c1': {__comp: 'bbbb0001', content: 'bbbb0002'},
  '/blog/b-2c2': {__comp: 'bbbb0001', items: [{content: 'cccc0001'}]},
};
/** A `.docusaurus`-like directory with `ROUTES` and `CHUNK_NAMES`; the caller removes it. */
export function routeTableDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-table-'));
  fs.writeFileSync(path.join(dir, 'routes.js'), ROUTES);
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(CHUNK_NAMES));
  return dir;
}
