import {describe, expect, it} from 'vitest';
import {hoistChunkMaps, mergeChunkMaps} from '../../plugins/runtime-maps';

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

  it('leaves a runtime alone when the name map is not the inverse of the id map', () => {
    const before = withUnnamed().replace('0xf4629:"1001"', '0xf4629:"1003"');
    expect(before).not.toBe(withUnnamed());
    expect(mergeChunkMaps(before)).toEqual({code: before, merged: false});
    expect(mergeChunkMaps('(()=>{"use strict";var n={};})();').merged).toBe(false);
  });
});
