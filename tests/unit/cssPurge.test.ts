import {describe, expect, it} from 'vitest';
import {ClassTokens, htmlClasses, purgeCss} from '../../plugins/lib/cssPurge';

describe('ClassTokens', () => {
  it('knows the words of script text and the prefixes names are built from', () => {
    const tokens = new ClassTokens();
    tokens.add('n.className=(0,r.A)("alert",`alert--${t}`,"menu__link"),x="col--"+s;');
    expect(tokens.has('alert')).toBe(true);
    expect(tokens.has('menu__link')).toBe(true);
    expect(tokens.has('alert--warning')).toBe(true);
    expect(tokens.has('col--6')).toBe(true);
    expect(tokens.has('menu__link--active')).toBe(false);
    expect(tokens.has('pills')).toBe(false);
  });

  it('takes no prefix shorter than three characters', () => {
    const tokens = new ClassTokens();
    tokens.add('a=b-1,c=e- 2,_');
    expect(tokens.has('e-anything')).toBe(false);
    expect(tokens.has('_x')).toBe(false);
  });
});

const used = (...names: string[]) => {
  const set = new Set(names);
  return (name: string) => set.has(name);
};

describe('purgeCss', () => {
  it('removes rules that need an unused class and keeps the rest byte for byte', () => {
    const css = '.a{color:red}.x{color:blue}.a .x{margin:0}.a.x{padding:0}.b>.a{top:0}';
    const result = purgeCss(css, used('a', 'b'));
    expect(result.css).toBe('.a{color:red}.b>.a{top:0}');
    expect([...result.removedClasses]).toEqual(['x']);
  });

  it('drops only the unused selectors of a list', () => {
    expect(purgeCss('.x,.a,.y .a{color:red}', used('a')).css).toBe('.a{color:red}');
  });

  it('never drops a selector for a class inside a pseudo-class', () => {
    const css = '.a:not(.x){color:red}.a:is(.x,.b){top:0}.a:has(>.x){left:0}:where(.x) .a{right:0}';
    const result = purgeCss(css, used('a', 'b'));
    expect(result.css).toBe(css);
    expect(result.removedClasses.size).toBe(0);
  });

  it('removes blocks left empty, nested or not, and keeps keyframes and element rules', () => {
    const css =
      '@layer base{@media (width>=997px){.x{top:0}}.a{top:1px}}' +
      '@supports (display:grid){.x{display:grid}}' +
      '@keyframes spin{from{rotate:0}to{rotate:1turn}}html{color:red}';
    expect(purgeCss(css, used('a')).css).toBe(
      '@layer base{.a{top:1px}}@keyframes spin{from{rotate:0}to{rotate:1turn}}html{color:red}',
    );
  });

  it('changes nothing when every class is used', () => {
    const css =
      ':root{--c:red}@media (width<=996px){.a .b:hover{color:var(--c)}}.c::after{content:"x"}';
    expect(purgeCss(css, () => true).css).toBe(css);
  });
});

describe('htmlClasses', () => {
  it('reads quoted and unquoted class attributes', () => {
    const html =
      '<div class="navbar navbar--fixed-top"><a class=menu__link href=/x>x</a>' +
      '<span class=\'a  b\'></span><p data-class="no">class=no</p></div>';
    expect([...htmlClasses(html)]).toEqual(['navbar', 'navbar--fixed-top', 'menu__link', 'a', 'b']);
  });
});
