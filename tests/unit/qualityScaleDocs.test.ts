import {describe, expect, it} from 'vitest';
import {RULES_DIR} from '../../config/qualityScale';
import {ruleDocs} from '../../plugins/quality-scale-docs';

const doc = (id: string, title: string, description = `${title}的摘要`) => ({
  id,
  title,
  description,
});

describe('ruleDocs', () => {
  it('keys the rule pages by rule id, titles and summaries apart', () => {
    const data = ruleDocs([
      doc('core/entity', '实体'),
      doc(RULES_DIR, '规则'),
      doc(`${RULES_DIR}/config-flow`, '配置流程', '用界面配置'),
      doc(`${RULES_DIR}/brands`, '品牌图片'),
    ]);
    expect(data.titles).toEqual({
      hasIndex: true,
      titles: {'config-flow': '配置流程', brands: '品牌图片'},
    });
    expect(data.summaries).toEqual({'config-flow': '用界面配置', brands: '品牌图片的摘要'});
  });

  it('says when the rules index is not written', () => {
    const data = ruleDocs([doc(`${RULES_DIR}/brands`, '品牌图片'), doc(`${RULES_DIR}-old`, '旧')]);
    expect(data.titles.hasIndex).toBe(false);
    expect(Object.keys(data.titles.titles)).toEqual(['brands']);
  });
});
