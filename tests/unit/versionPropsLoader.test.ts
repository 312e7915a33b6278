import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {RULES_DIR} from '../../config/qualityScale';

const require = createRequire(import.meta.url);
const loader = require('../../plugins/lib/version-props-loader.cjs') as (source: string) => string;

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

  it('passes other route props through unchanged', () => {
    const other = JSON.stringify({tag: {label: '弃用', description: '保留'}});
    expect(loader(other)).toBe(other);
  });
});
