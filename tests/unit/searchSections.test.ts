import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {markLinkOnlySections} from '../../plugins/lib/searchSections';

const article = (body: string) => load(`<main><article>${body}</article></main>`);

describe('markLinkOnlySections', () => {
  it('marks sections named as link lists, and sections of links only', () => {
    const $ = article(`
      <h1>灯光实体</h1><p>正文。</p>
      <h2 id="a">亮度<a class="hash-link" href="#a">#</a></h2><p>亮度的取值范围是 0–255。</p>
      <h2 id="b">相关页面<a class="hash-link" href="#b">#</a></h2>
      <ul><li><a href="/x">实体</a>：所有实体的共同属性与方法，写得很长很长很长。</li></ul>
      <h2 id="c">规则</h2><p>另见：</p>
      <ul><li><a href="/r1">规则一</a></li><li><a href="/r2">规则二</a>（铜级）</li></ul>
      <h2 id="d">示例</h2><ul><li>第一步先打开设置页面，然后<a href="/y">点这里</a></li></ul>
      <h2 id="e">延伸阅读</h2><p><a href="/x">实体</a>、<a href="/y">设备</a>。</p>`);
    expect(markLinkOnlySections($)).toBe(3);
    expect(
      $('h2.search-skip')
        .toArray()
        .map((h) => $(h).attr('id')),
    ).toEqual(['b', 'c', 'e']);
    expect($('ul.search-skip')).toHaveLength(2);
    expect($('#a').next().hasClass('search-skip')).toBe(false);
    expect($('#d').next().hasClass('search-skip')).toBe(false);
  });
});
