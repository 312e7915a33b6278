import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {RULES_DIR} from '../../config/qualityScale';

const require = createRequire(import.meta.url);
const loader = require('../../speed/loaders/version-props-loader.cjs') as (
  source: string,
) => string;

describe('version-props-loader', () => {
  it('empties the doc map of the docs version data and keeps the rest', () => {
    const version = {
      pluginId: 'default',
      docsSidebars: {Core: [{type: 'link', label: '实体', href: '/developers/docs/core/entity'}]},
      docs: {
        'core/entity': {
          id: 'core/entity',
          title: '实体',
          description: '实体的总览',
          sidebar: 'Core',
        },
        [RULES_DIR]: {id: RULES_DIR, title: '规则', description: '全部规则', sidebar: 'Core'},
        [`${RULES_DIR}/config-flow`]: {
          id: `${RULES_DIR}/config-flow`,
          title: '配置流程',
          description: '用界面配置',
          sidebar: 'Core',
        },
      },
    };
    const out = JSON.parse(loader(JSON.stringify({version})));
    expect(out.version.docs).toEqual({});
    expect(out.version.docsSidebars).toEqual(version.docsSidebars);
    expect(out.version.pluginId).toBe('default');
  });

  it('drops from sidebar items the doc id and unlisted: false, at every depth', () => {
    const link = {type: 'link', label: '实体', href: '/developers/docs/core/entity'};
    const hidden = {type: 'link', label: '草稿', href: '/developers/docs/draft', unlisted: true};
    const category = {type: 'category', label: '核心', collapsed: true, collapsible: true};
    const version = {
      docs: {},
      docsSidebars: {
        Core: [
          {...link, docId: 'core/entity', unlisted: false},
          {...category, items: [{...hidden, docId: 'draft'}]},
        ],
      },
    };
    const out = JSON.parse(loader(JSON.stringify({version})));
    expect(out.version.docsSidebars).toEqual({Core: [link, {...category, items: [hidden]}]});
  });

  it('passes other route props through unchanged', () => {
    const other = JSON.stringify({tag: {label: '弃用', description: '保留'}});
    expect(loader(other)).toBe(other);
  });
});
