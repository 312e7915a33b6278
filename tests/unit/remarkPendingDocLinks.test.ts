import path from 'node:path';
import {describe, expect, it} from 'vitest';
import remarkPendingDocLinks, {
  isPendingLink,
  linkTargetIds,
  type PendingDocLinksOptions,
} from '../../plugins/remark/pending-doc-links';

const docsDir = '/site/docs';
const written = new Set(['core/entity', 'core/entity/light', 'core/llm/index']);
const options: PendingDocLinksOptions = {
  docsDir,
  docsRoutePrefix: '/docs/',
  inventoryIds: new Set([...written, 'core/entity/fan', 'voice/intents/index']),
  exists: (id) => written.has(id),
};
const source = path.join(docsDir, 'core/entity/light.md');

describe('linkTargetIds', () => {
  it('resolves relative file links against the source file', () => {
    expect(linkTargetIds('./fan.md#modes', source, options)).toEqual(['core/entity/fan']);
    expect(linkTargetIds('../entity.md', source, options)).toEqual(['core/entity']);
  });

  it('reads doc ids from absolute docs URLs, with and without /index', () => {
    expect(linkTargetIds('/docs/core/llm/', undefined, options)).toEqual([
      'core/llm',
      'core/llm/index',
    ]);
    expect(linkTargetIds('/docs/core/entity/fan?x=1', undefined, options)).toEqual([
      'core/entity/fan',
      'core/entity/fan/index',
    ]);
  });

  it('ignores external links, other site paths and links leaving the docs folder', () => {
    expect(linkTargetIds('https://example.com/a.md', source, options)).toEqual([]);
    expect(linkTargetIds('/blog/2018/05/22/x', source, options)).toEqual([]);
    expect(linkTargetIds('../../../README.md', source, options)).toEqual([]);
    expect(linkTargetIds('#anchor', source, options)).toEqual([]);
  });
});

describe('isPendingLink', () => {
  it('is true only for an inventory page that is not written yet', () => {
    expect(isPendingLink('./fan.md', source, options)).toBe(true);
    expect(isPendingLink('/docs/voice/intents/', undefined, options)).toBe(true);
    expect(isPendingLink('../entity.md', source, options)).toBe(false);
    expect(isPendingLink('/docs/core/llm/', undefined, options)).toBe(false);
  });

  it('is false for a page outside the inventory, so the build reports it as broken', () => {
    expect(isPendingLink('./no-such-platform.md', source, options)).toBe(false);
  });
});

describe('the remark transform', () => {
  it('replaces pending links by their text and keeps all others', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            {type: 'link', url: './fan.md', children: [{type: 'text', value: '风扇'}]},
            {type: 'text', value: '与'},
            {type: 'link', url: '../entity.md', children: [{type: 'text', value: '实体'}]},
          ],
        },
      ],
    };
    remarkPendingDocLinks(options)(tree, {path: source});
    expect(tree.children[0]?.children).toEqual([
      {type: 'text', value: '风扇'},
      {type: 'text', value: '与'},
      {type: 'link', url: '../entity.md', children: [{type: 'text', value: '实体'}]},
    ]);
  });
});
