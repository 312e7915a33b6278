import {describe, expect, it} from 'vitest';
import {
  chunkTableStatement,
  chunksByRouteData,
  hoistChunkMaps,
  mergeChunkMaps,
  prependToChunk,
  type GraphChunk,
  type GraphGroup,
} from '../../speed/plugins/runtime-maps';

/** A runtime shaped like the minified one: file names, hashes and Docusaurus' name lookup. */
function runtime(size: number): string {
  const ids = Array.from({length: size}, (_, i) => 1000 + i);
  const names = ids.map((id) => `${id}:"n${id.toString(16)}"`).join(',');
  const hashes = ids.map((id) => `${id}:"h${(id * 7).toString(16)}"`).join(',');
  // The minifier writes number-like names as hex literals, as in the real runtime.
  const byName = ids
    .map((id) => `${id % 2 ? `0x${id.toString(16)}` : `"n${id.toString(16)}"`}:"${id}"`)
    .join(',');
  return (
    '(()=>{"use strict";var n={};' +
    `n.u=c=>"assets/js/"+(({${names}})[c]||c)+"."+{${hashes}}[c]+".js";` +
    `n.gca=function(c){return c=({${byName}})[c]||c,"/p/"+n.u(c)};` +
    'self.rt=n})();'
  );
}

/** Runs a runtime and returns what its lookups answer. */
function lookups(code: string): string[] {
  const self: {rt?: {u: (c: string) => string; gca: (c: string) => string}} = {};
  new Function('self', code)(self);
  const rt = self.rt!;
  return [
    rt.u('1000'),
    rt.u('1064'),
    rt.u('77'),
    rt.gca('n3e8'),
    rt.gca('n440'),
    rt.gca('42'),
    rt.gca('1001'),
  ];
}

describe('hoistChunkMaps', () => {
  it('turns each chunk map into a variable built once, with the same answers', () => {
    const before = runtime(120);
    const {code, count} = hoistChunkMaps(before);
    expect(count).toBe(3);
    expect(code).toMatch(/^\(\(\)=>\{"use strict";var __chunkMap0,__chunkMap1,__chunkMap2;/);
    expect(code).toContain('(__chunkMap0||(__chunkMap0={1000:"n3e8"');
    expect(lookups(code)).toEqual(lookups(before));
    expect(lookups(code)).toEqual([
      'assets/js/n3e8.h1b58.js',
      'assets/js/n428.h1d18.js',
      'assets/js/77.undefined.js',
      '/p/assets/js/n3e8.h1b58.js',
      '/p/assets/js/n440.h1dc0.js',
      '/p/assets/js/42.undefined.js',
      '/p/assets/js/n3e9.h1b5f.js',
    ]);
  });

  it('hoists small maps too, and leaves code that is not the runtime alone', () => {
    const small = hoistChunkMaps(runtime(3));
    expect(small.count).toBe(3);
    expect(lookups(small.code)).toEqual(lookups(runtime(3)));
    const other = runtime(120).replace('(()=>{"use strict";', '(function(){');
    expect(hoistChunkMaps(other)).toEqual({code: other, count: 0});
  });
});

describe('mergeChunkMaps', () => {
  /** As `runtime`, with unnamed chunks (ids with a hash and no name) besides the named ones. */
  function withUnnamed(): string {
    const named = Array.from({length: 50}, (_, i) => 1000 + i);
    const unnamed = [7, 88, 2048];
    // Some chunk names are numbers, which the minifier writes as hex keys in the name → id map.
    const name = (id: number) => (id % 2 ? String(id * 1000 + 1) : `n${id.toString(16)}`);
    const names = named.map((id) => `${id}:"${name(id)}"`).join(',');
    const hashes = [...named, ...unnamed].map((id) => `${id}:"h${(id * 7).toString(16)}"`);
    const byName = named
      .map((id) => `${id % 2 ? `0x${(id * 1000 + 1).toString(16)}` : `"${name(id)}"`}:"${id}"`)
      .join(',');
    return (
      '(()=>{"use strict";var n={};' +
      `n.u=c=>"assets/js/"+(({${names}})[c]||c)+"."+({${hashes.join(',')}})[c]+".js";` +
      `n.gca=function(c){return c=({${byName}})[c]||c,"/p/"+n.u(c)};` +
      'self.rt=n})();'
    );
  }
  const ask = (code: string) => {
    const self: {rt?: {u: (c: string) => string; gca: (c: string) => string}} = {};
    new Function('self', code)(self);
    const rt = self.rt!;
    return [
      ...['1000', '1049', '7', '88', '2048', '77'].map((id) => rt.u(id)),
      ...['n3e8', '1001001', '1049001', '1001', '7', '42', 'x'].map((name) => rt.gca(name)),
    ];
  };

  it('writes one id → file map and answers every lookup as before', () => {
    const before = withUnnamed();
    const {code, merged} = mergeChunkMaps(before);
    expect(merged).toBe(true);
    expect(ask(code)).toEqual(ask(before));
    expect(ask(code).slice(0, 6)).toEqual([
      'assets/js/n3e8.h1b58.js',
      'assets/js/1049001.h1caf.js',
      'assets/js/7.h31.js',
      'assets/js/88.h268.js',
      'assets/js/2048.h3800.js',
      'assets/js/77.undefined.js',
    ]);
    // The name → id map is gone; each hash is written once.
    expect(code).not.toContain('0xf4629');
    expect(code.match(/h1b58/g)).toHaveLength(1);
    expect(code.length).toBeLessThan(before.length);
    // Not an inherited property either (the old literal answered with Object's constructor).
    const self: {rt?: {u: (c: string) => string}} = {};
    new Function('self', code)(self);
    expect(self.rt?.u('constructor')).toBe('assets/js/constructor.undefined.js');
  });

  it("merges when a named chunk is missing from the name → id map (a worker's chunk)", () => {
    // Chunk 1002 keeps its name for file names but has no entry in the name → id map.
    const before = withUnnamed().replace('"n3ea":"1002",', '');
    expect(before).not.toBe(withUnnamed());
    const {code, merged} = mergeChunkMaps(before);
    expect(merged).toBe(true);
    expect(ask(code)).toEqual(ask(before));
    const self: {rt?: {u: (c: string) => string; gca: (c: string) => string}} = {};
    new Function('self', code)(self);
    expect(self.rt?.u('1002')).toBe('assets/js/n3ea.h1b66.js');
    expect(self.rt?.gca('n3ea')).toBe('/p/assets/js/n3ea.h1b66.js');
  });

  it('leaves a runtime alone when the name map is not the inverse of the id map', () => {
    const before = withUnnamed().replace('0xf4629:"1001"', '0xf4629:"1003"');
    expect(before).not.toBe(withUnnamed());
    expect(mergeChunkMaps(before)).toEqual({code: before, merged: false, movedFiles: new Map()});
    expect(mergeChunkMaps('(()=>{"use strict";var n={};})();').merged).toBe(false);
  });
});

describe('file names handed over by data chunks', () => {
  const named = Array.from({length: 20}, (_, i) => 1000 + i);
  function base(): string {
    const names = named.map((id) => `${id}:"n${id}"`).join(',');
    const hashes = [...named, 7].map((id) => `${id}:"h${id}"`).join(',');
    const byName = named.map((id) => `"n${id}":"${id}"`).join(',');
    return (
      '(()=>{"use strict";var n={};' +
      `n.u=c=>"assets/js/"+(({${names}})[c]||c)+"."+({${hashes}})[c]+".js";` +
      `n.gca=function(c){return c=({${byName}})[c]||c,"/p/"+n.u(c)};` +
      'self.rt=n})();'
    );
  }

  it('leaves moved entries out of the runtime and answers them once their table is queued', () => {
    const moved = new Set(['1003', '1004', '7']);
    const {code, merged, movedFiles} = mergeChunkMaps(base(), moved);
    expect(merged).toBe(true);
    expect([...movedFiles]).toEqual([
      ['1003', 'n1003.h1003'],
      ['1004', 'n1004.h1004'],
      ['7', 'h7'],
    ]);
    expect(code).not.toContain('h1003');
    const self: {rt?: {u: (c: string) => string; gca: (c: string) => string}} & Record<
      string,
      unknown
    > = {};
    new Function('self', code)(self);
    const rt = self.rt!;
    // Before the table arrives: unknown, as for any id the runtime does not know.
    expect(rt.u('1003')).toBe('assets/js/1003.undefined.js');
    expect(rt.gca('n1001')).toBe('/p/assets/js/n1001.h1001.js');
    // A data chunk runs its statement; the name map, already built, learns the names too.
    new Function('self', chunkTableStatement(movedFiles))(self);
    expect(rt.u('1003')).toBe('assets/js/n1003.h1003.js');
    expect(rt.u('7')).toBe('assets/js/7.h7.js');
    expect(rt.gca('n1004')).toBe('/p/assets/js/n1004.h1004.js');
    expect(rt.u('1000')).toBe('assets/js/n1000.h1000.js');
    expect(self.webpackChunkFiles).toEqual([]);
  });

  it('works when the table is queued before the first lookup', () => {
    const {code, movedFiles} = mergeChunkMaps(base(), new Set(['1010']));
    const self: {rt?: {u: (c: string) => string; gca: (c: string) => string}} = {};
    new Function('self', chunkTableStatement(movedFiles))(self);
    new Function('self', code)(self);
    expect(self.rt!.gca('n1010')).toBe('/p/assets/js/n1010.h1010.js');
    expect(self.rt!.u('1010')).toBe('assets/js/n1010.h1010.js');
  });

  it('puts the statement after a leading "use strict" directive', () => {
    const statement = chunkTableStatement(new Map([['5', 'a.b']]));
    expect(statement).toBe('(self.webpackChunkFiles=self.webpackChunkFiles||[]).push({5:"a.b"});');
    expect(prependToChunk('"use strict";(x)', 'S;')).toBe('"use strict";S;(x)');
    expect(prependToChunk("'use strict'\nx", 'S;')).toBe("'use strict';S;\nx");
    expect(prependToChunk('(x)', 'S;')).toBe('S;(x)');
  });

  /** A small chunk graph: main loads a lazy theme chunk and two data chunks. */
  function graph() {
    const chunk = (id: number, name?: string): GraphChunk & {groupsIterable: GraphGroup[]} => ({
      id,
      name,
      files: [`${name ?? id}.js`],
      groupsIterable: [],
    });
    const group = (chunks: GraphChunk[], children: GraphGroup[] = []): GraphGroup => ({
      chunks,
      childrenIterable: children,
    });
    const dataA = chunk(1, 'route-data-0');
    const dataB = chunk(2, 'route-data-1');
    const shared = chunk(30); // loaded by pages of both data chunks
    const theme = chunk(40); // main's own lazy chunk, also used by a page
    const language = chunk(50); // loaded by a page chunk, further down
    const pageA = group([chunk(10), shared, theme], [group([language])]);
    const pageB = group([chunk(20), shared]);
    const main = group(
      [chunk(0, 'main')],
      [group([theme]), group([dataA], [pageA]), group([dataB], [pageB])],
    );
    return {main, dataA, dataB};
  }

  it('gives each data chunk what its routes load and keeps what main loads itself', () => {
    const {main, dataA, dataB} = graph();
    const isData = (chunk: GraphChunk) => /^route-data-/.test(chunk.name ?? '');
    const carried = chunksByRouteData([main], isData);
    expect([...carried.get(dataA)!].sort()).toEqual(['10', '30', '50']);
    expect([...carried.get(dataB)!].sort()).toEqual(['20', '30']);
    // Carried by more than one data chunk: stays in the runtime.
    const once = chunksByRouteData([main], isData, 1);
    expect([...once.get(dataA)!].sort()).toEqual(['10', '50']);
    expect([...once.get(dataB)!]).toEqual(['20']);
  });
});
