import {describe, expect, it} from 'vitest';
import {hoistChunkMaps} from '../../plugins/runtime-maps';

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
