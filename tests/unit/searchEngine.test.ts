import {describe, expect, it} from 'vitest';
import data from '../../src/data/glossary.json';
import {termPairs, type GlossaryGroup} from '../../src/lib/glossary.mjs';
import {
  CONTENT,
  HEADING,
  KEYWORDS,
  TITLE,
  displayMetadata,
  parseQuery,
  shardKey,
  postFactor,
  rankResults,
  segmentChinese,
  termKey,
  type Hit,
  type SearchDoc,
} from '../../src/client/searchEngine';

const dictionary = new Set([
  '事件',
  '循环',
  '事件循环',
  '阻塞',
  '调用',
  '集成',
  '目录',
  '文件',
  '应该',
  '哪些',
  '配置流程',
  '配置',
  '流程',
  '会',
  '怎样',
]);
const context = {
  dictionary,
  pairs: termPairs((data as {groups: GlossaryGroup[]}).groups),
  isStopWord: (word: string) => ['the', 'in', 'on', 'a', 'of'].includes(word),
};

describe('parseQuery', () => {
  it('cuts a Chinese question into its topical words', () => {
    expect(segmentChinese('在事件循环里做阻塞调用会怎样', dictionary)).toEqual([
      '在',
      '事件循环',
      '里',
      '做',
      '阻塞',
      '调用',
      '会',
      '怎样',
    ]);
    const query = parseQuery('在事件循环里做阻塞调用会怎样', context);
    expect(query.concepts.map((c) => c.text)).toEqual(['事件循环', '阻塞', '调用']);
    // Single characters the dictionary cuts a word into match together.
    expect(segmentChinese('板型元数据', new Set(['板', '型', '元', '数据', '元数据']))).toEqual([
      '板',
      '型',
      '元数据',
    ]);
    const board = parseQuery('板型元数据 ', {
      ...context,
      dictionary: new Set(['板', '型', '元', '数据']),
    });
    expect(board.concepts.map((c) => c.text)).toEqual(['板型元', '数据']);
    expect(board.concepts[0]?.alternatives.map((a) => a.terms.map((t) => t.value))).toContainEqual([
      '板',
      '型',
      '元',
    ]);
    // A compound also matches as its parts.
    expect(query.concepts[0]?.alternatives.map((a) => a.terms.map((t) => t.value))).toContainEqual([
      '事件',
      '循环',
    ]);
  });

  it('reads English glossary phrases as the Chinese term too', () => {
    const query = parseQuery('config flow', context);
    expect(query.concepts).toHaveLength(1);
    const alternatives = query.concepts[0]?.alternatives.map((a) => a.terms.map((t) => t.value));
    expect(alternatives).toContainEqual(['config', 'flow']);
    expect(alternatives).toContainEqual(['配置流程']);
    const plural = parseQuery('add-ons', context);
    expect(plural.concepts[0]?.alternatives.map((a) => a.terms.map((t) => t.value))).toContainEqual(
      ['加载项'],
    );
  });

  it('drops stop words, allows typos in long words, and reads release, year and deprecation', () => {
    const query = parseQuery('the coordinatr ', context);
    expect(query.concepts.map((c) => c.text)).toEqual(['coordinatr']);
    expect(query.concepts[0]?.alternatives[0]?.terms[0]).toMatchObject({prefix: false, fuzzy: 2});
    expect(parseQuery('service 2024.8', context).intent).toMatchObject({
      years: ['2024'],
      months: ['2024/08'],
    });
    expect(parseQuery('hass.helpers 弃用', context).intent.deprecation).toBe(true);
    expect(parseQuery('配置流程', context).intent).toEqual({
      years: [],
      months: [],
      deprecation: false,
    });
  });
});

describe('postFactor', () => {
  it('puts posts below docs unless the query names their release, year or a deprecation', () => {
    const post = '/developers/blog/2024/07/26/service-actions';
    const none = {years: [], months: [], deprecation: false};
    expect(postFactor('/developers/docs/dev_101_services', none)).toBe(1);
    expect(postFactor(post, none)).toBeLessThan(1);
    expect(
      postFactor(post, {years: ['2024'], months: ['2024/08'], deprecation: false}),
    ).toBeGreaterThan(1);
    expect(postFactor(post, {years: ['2024'], months: [], deprecation: false})).toBeGreaterThan(1);
    expect(postFactor(post, {...none, deprecation: true})).toBeGreaterThan(1);
  });
});

describe('rankResults', () => {
  const doc = (i: number, u: string, p?: number): SearchDoc => ({i, u, p, t: 'x'});
  const positions = (term: string) => ({[term]: {t: {position: [[0, 1]]}}});
  const pages = {
    a: doc(1, '/developers/docs/a'),
    b: doc(2, '/developers/docs/b'),
    c: doc(3, '/developers/blog/2020/01/01/c'),
  };
  const titles = new Map(Object.values(pages).map((d) => [d.i, d]));
  const hit = (type: number, d: SearchDoc, term: string, score = 1): Hit => ({
    type,
    doc: d,
    score,
    metadata: positions(term),
  });

  it('ranks pages by how many terms they match, titles above text, docs above posts', () => {
    const query = parseQuery('事件循环 阻塞 调用 ', context);
    const hits = new Map<string, Hit[]>();
    const set = (value: string, list: Hit[]) =>
      hits.set(termKey({value, prefix: false, fuzzy: 0}), list);
    set('事件循环', [
      hit(TITLE, pages.a, '事件循环'),
      hit(CONTENT, doc(11, pages.b.u, 2), '事件循环'),
    ]);
    set('阻塞', [
      hit(HEADING, doc(12, pages.a.u, 1), '阻塞'),
      hit(CONTENT, doc(13, pages.c.u, 3), '阻塞'),
      hit(CONTENT, doc(11, pages.b.u, 2), '阻塞'),
    ]);
    set('调用', [
      hit(CONTENT, doc(14, pages.a.u, 1), '调用'),
      hit(CONTENT, doc(13, pages.c.u, 3), '调用'),
      hit(CONTENT, doc(11, pages.b.u, 2), '调用'),
    ]);
    const results = rankResults(query, hits, titles, 100);
    const order = [...new Set(results.map((r) => r.document.u))];
    expect(order[0]).toBe(pages.a.u);
    expect(order.indexOf(pages.b.u)).toBeLessThan(order.indexOf(pages.c.u));
    // The page's title is shown with its matching heading under it.
    expect(results[0]).toMatchObject({type: TITLE, page: false});
    expect(results[1]).toMatchObject({type: HEADING, page: pages.a});
  });

  it('finds nothing when no term matches, and shows a keywords-only page by its keywords', () => {
    const query = parseQuery('配置流程 ', context);
    expect(rankResults(query, new Map(), titles, 8)).toEqual([]);
    const keywords: Hit = {type: KEYWORDS, doc: doc(1, pages.a.u, 1), score: 1, metadata: {}};
    const hits = new Map([[termKey({value: '配置流程', prefix: false, fuzzy: 0}), [keywords]]]);
    expect(rankResults(query, hits, titles, 8)).toMatchObject([{type: KEYWORDS, page: pages.a}]);
  });
});

describe('displayMetadata and shardKey', () => {
  it("keeps lunr's positions, else finds the query's words, else starts at 0", () => {
    const lunr = {配置: {t: {position: [[2, 2]]}}};
    expect(displayMetadata(lunr, 'x', ['配置'])).toEqual(lunr);
    expect(displayMetadata({配置: {t: {}}}, '集成的配置流程', ['配置流程', '配置'])).toEqual({
      '': {t: {position: [[3, 4]]}},
    });
    expect(displayMetadata({}, 'Config Flow', ['flow'])).toEqual({'': {t: {position: [[7, 4]]}}});
    expect(displayMetadata({}, '无关', ['flow'])).toEqual({'': {t: {position: [[0, 0]]}}});
  });

  it('puts terms sharing a first character in one shard', () => {
    expect(shardKey('config')).toBe('c');
    expect(shardKey('_private')).toBe('u');
    expect(shardKey('配置')).toBe(shardKey('配置流程'));
    expect(shardKey('配置')).toMatch(/^x\d+$/);
  });
});
