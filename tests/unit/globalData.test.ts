import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {navbar} from '../../config/navbar';
import {docAwareItems} from '../../speed/plugins/global-data';

const require = createRequire(import.meta.url);
const loader = require('../../speed/loaders/global-data-loader.cjs') as (source: string) => string;

describe('global-data-loader', () => {
  it("empties each docs version's doc list and keeps everything else", () => {
    const data = {
      'docusaurus-plugin-content-docs': {
        default: {
          path: '/developers/docs',
          versions: [
            {
              name: 'current',
              path: '/developers/docs',
              mainDocId: 'index',
              docs: [{id: 'core/entity', path: '/developers/docs/core/entity', sidebar: 'Core'}],
              draftIds: [],
              sidebars: {Core: {link: {path: '/developers/docs/core', label: 'core'}}},
            },
          ],
          breadcrumbs: true,
        },
      },
      'latest-posts': {default: {posts: [{title: '发布说明', permalink: '/developers/blog/x'}]}},
    };
    const out = JSON.parse(loader(JSON.stringify(data))) as typeof data;
    const version = out['docusaurus-plugin-content-docs'].default.versions[0]!;
    expect(version.docs).toEqual([]);
    expect(version.sidebars).toEqual(
      data['docusaurus-plugin-content-docs'].default.versions[0]!.sidebars,
    );
    expect({...version, docs: undefined}).toEqual({
      ...data['docusaurus-plugin-content-docs'].default.versions[0],
      docs: undefined,
    });
    expect(out['latest-posts']).toEqual(data['latest-posts']);
  });

  it('passes data without the docs plugin unchanged', () => {
    const source = JSON.stringify({'latest-posts': {default: {posts: []}}});
    expect(loader(source)).toBe(source);
  });
});

describe('global-data', () => {
  it('finds navbar items that read the docs list, inside dropdowns too', () => {
    expect(
      docAwareItems([
        {type: 'dropdown', items: [{type: 'doc'}, {}]},
        {type: 'docSidebar'},
        {type: 'search'},
      ]),
    ).toEqual(['doc', 'docSidebar']);
  });

  it("accepts this site's navbar", () => {
    expect(docAwareItems(navbar.items)).toEqual([]);
  });
});
