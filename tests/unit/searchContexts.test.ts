import {describe, expect, it} from 'vitest';
import {inventoryDocIds} from '../../config/inventory';
import {SEARCH_CONTEXTS, docContextMap, searchContextOf} from '../../config/searchContexts';
import {
  addPostings,
  docSearchGroups,
  glossaryKeywords,
  indexFileName,
  splitDocuments,
  termShards,
} from '../../plugins/search-local';
import glossary from '../../src/data/glossary.json';

const groups = docSearchGroups();
const contexts = docContextMap(groups);
const declared = new Set(SEARCH_CONTEXTS.map((context) => context.path));

describe('doc search groups', () => {
  it('put every inventory page and the docs landing in exactly one declared context', () => {
    const grouped = Object.values(groups).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(new Set(grouped)).toEqual(new Set(['index', ...inventoryDocIds()]));
    for (const key of Object.keys(groups)) expect(declared).toContain(key);
  });

  it('follow the sidebars, with Core split by category and quality-scale tier', () => {
    expect(contexts.get('add-ons/tutorial')).toBe('docs/_system');
    expect(contexts.get('api/supervisor/endpoints')).toBe('docs/_system');
    expect(contexts.get('internationalization/core')).toBe('docs/_frontend');
    expect(contexts.get('development_index')).toBe('docs/_core-building');
    expect(contexts.get('config_entries_config_flow_handler')).toBe('docs/_core-building');
    expect(contexts.get('auth_api')).toBe('docs/_core-platform');
    expect(contexts.get('api/websocket')).toBe('docs/_core-platform');
    expect(contexts.get('core/entity/light')).toBe('docs/_core-entity');
    expect(contexts.get('core/integration-quality-scale/rules/config-flow')).toBe(
      'docs/_core-quality-scale',
    );
    expect(contexts.get('core/integration-quality-scale/rules/strict-typing')).toBe(
      'docs/_core-quality-scale-higher',
    );
    expect(contexts.get('asyncio_101')).toBe('docs/_misc');
  });
});

describe('searchContextOf', () => {
  it('maps docs by id, folder index pages by their folder URL, and the docs landing', () => {
    expect(searchContextOf('docs/auth_api', contexts)).toBe('docs/_core-platform');
    expect(searchContextOf('docs/voice/intents/', contexts)).toBe('docs/_voice');
    expect(contexts.get('core/llm/index')).toMatch(/^docs\/_core-/);
    expect(searchContextOf('docs/core/llm/', contexts)).toBe(contexts.get('core/llm/index'));
    expect(searchContextOf('docs/', contexts)).toBe('docs/_core-building');
  });

  it('maps blog posts by year, and by half-year where the year is split', () => {
    expect(searchContextOf('blog/2019/03/01/some-post', contexts)).toBe('blog/_2019');
    expect(searchContextOf('blog/2024/06/30/some-post', contexts)).toBe('blog/_2024-1');
    expect(searchContextOf('blog/2024/07/01/some-post', contexts)).toBe('blog/_2024-2');
  });

  it('leaves pages outside docs and posts, and unknown docs, in no context', () => {
    for (const uri of ['', 'blog', 'blog/page/2', 'blog/tags/api', 'search', 'docs/no-such-page']) {
      expect(searchContextOf(uri, contexts)).toBe('');
    }
  });
});

describe('splitDocuments', () => {
  const page = (u: string) => ({u});
  const byKind = [
    [page('/developers/docs/auth_api'), page('/developers/blog/2019/03/01/p')],
    [page('/developers/docs/auth_api')],
    [page('/developers/docs/auth_api')],
    [page('/developers/docs/auth_api')],
    [page('/developers/docs/auth_api'), page('/developers/blog/2019/03/01/p')],
  ];
  const contextOfUrl = (url: string) => searchContextOf(url.slice('/developers/'.length), contexts);

  it('gives each context its pages in full and the root only titles, descriptions, keywords', () => {
    const split = splitDocuments(byKind, contextOfUrl);
    expect([...split.keys()].sort()).toEqual(['', 'blog/_2019', 'docs/_core-platform']);
    expect(split.get('docs/_core-platform')?.map((docs) => docs.length)).toEqual([1, 1, 1, 1, 1]);
    expect(split.get('blog/_2019')?.map((docs) => docs.length)).toEqual([1, 0, 0, 0, 1]);
    expect(split.get('')?.map((docs) => docs.length)).toEqual([2, 0, 1, 1, 0]);
  });

  it('refuses a page whose context is not declared', () => {
    expect(() => splitDocuments([[page('/developers/blog/2031/01/01/p')]], contextOfUrl)).toThrow(
      /blog\/_2031/,
    );
  });

  it('names index files the way the search worker requests them', () => {
    expect(indexFileName('')).toBe('search-index.json');
    expect(indexFileName('docs/_core-entity')).toBe('search-index-docs-_core-entity.json');
  });
});

describe('term shards', () => {
  it('list each term with its pages, best kind and occurrences, by first character', () => {
    const u = '/developers/docs/x';
    const file = [
      {documents: [{i: 5, u}], index: {invertedIndex: [['配置', {t: {'5': {}}}]] as never}},
      {documents: [], index: {invertedIndex: []}},
      {documents: [], index: {invertedIndex: []}},
      {documents: [], index: {invertedIndex: []}},
      {
        documents: [
          {i: 7, u, p: 5},
          {i: 9, u, p: 8},
        ],
        index: {
          invertedIndex: [
            [
              '配置',
              {
                t: {
                  '7': {
                    position: [
                      [0, 2],
                      [9, 2],
                    ],
                  },
                  '9': {position: [[1, 2]]},
                },
              },
            ],
            ['config', {t: {'9': {position: [[1, 6]]}}}],
          ] as never,
        },
      },
    ];
    const postings = new Map();
    addPostings(postings, file);
    const shards = termShards(postings);
    // Page 5: title (kind 0), three occurrences; page 8 (delta 3): text (kind 4), one.
    expect([...shards.values()].find((shard) => '配置' in shard)).toEqual({
      配置: [5, 0, 3, 3, 4, 1],
    });
    expect(shards.get('c')).toEqual({config: [8, 4, 1]});
  });

  it("add each glossary term's names to the keywords of the page it names", () => {
    const keywords = glossaryKeywords(glossary.groups);
    expect(keywords.get('config_entries_config_flow_handler')).toEqual([
      'config flow',
      'ConfigFlow',
      '配置流程',
    ]);
    expect(keywords.get('add-ons/presentation')).toContain('ingress');
  });
});
