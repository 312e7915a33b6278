/**
 * What the search index leaves out of a page.
 *
 * Link-only sections ("相关页面", "延伸阅读", lists of rules or pages) repeat other pages' titles:
 * indexed, they answer every query about those pages with a list of links. They are marked with
 * the `search-skip` class (which the search plugin's `ignoreCssSelectors` removes) before the
 * page is parsed, heading and all, on every page.
 */
import type {CheerioAPI} from 'cheerio';

/** Headings of sections that only point elsewhere, whatever their content. */
export const LINK_SECTION_TITLE =
  /^(相关(页面|文档|领域|资料|规则|链接|文章|内容)|延伸阅读|扩展阅读|另请参阅|参见|参考(资料|链接)|更多(资料|阅读|信息))[:：]?$/;

const HEADINGS = 'h1, h2, h3';
/** Text left in a list item or paragraph once its links are taken out, for it to count as a link. */
const MAX_TEXT_BESIDE_LINKS = 6;

/** Text of an element without its links' text, whitespace and punctuation. */
function textBesideLinks($: CheerioAPI, element: Parameters<CheerioAPI>[0]): string {
  const clone = $(element).clone();
  clone.find('a').remove();
  return clone.text().replace(/[\s\p{P}]/gu, '');
}

/** Whether a list item is a link to a page, possibly followed by a line about it. */
function isLinkItem($: CheerioAPI, item: Parameters<CheerioAPI>[0]): boolean {
  const $item = $(item);
  if ($item.find('a').length === 0) return false;
  const first = $item
    .contents()
    .filter((_, node) => node.type !== 'text' || $(node).text().trim() !== '')
    .first();
  const startsWithLink =
    first.is('a') || (first.is('p, strong, code, em') && first.contents().first().is('a'));
  return startsWithLink || textBesideLinks($, item).length <= MAX_TEXT_BESIDE_LINKS;
}

/** Whether the elements of a section are links only: lists of links, paragraphs of links. */
export function isLinkOnlySection(
  $: CheerioAPI,
  elements: readonly Parameters<CheerioAPI>[0][],
): boolean {
  let links = 0;
  for (const [index, element] of elements.entries()) {
    const $element = $(element);
    if ($element.is('ul, ol')) {
      const items = $element.children('li').toArray();
      if (items.length === 0 || !items.every((item) => isLinkItem($, item))) return false;
      links += items.length;
    } else if ($element.is('p')) {
      const text = $element.text().trim();
      // A short line introducing the list ("另见：").
      if (index === 0 && /[:：]$/.test(text) && text.length <= 40) continue;
      if (
        $element.find('a').length === 0 ||
        textBesideLinks($, element).length > MAX_TEXT_BESIDE_LINKS
      ) {
        return false;
      }
      links += $element.find('a').length;
    } else if (!($element.is('nav, div') && $element.hasClass('search-skip'))) {
      return false;
    }
  }
  return links > 0;
}

/**
 * Marks the link-only sections of a page's article (heading and content) with `search-skip`:
 * sections whose heading is one of {@link LINK_SECTION_TITLE}, and sections whose content is
 * only links. Returns the number of sections marked.
 */
export function markLinkOnlySections($: CheerioAPI): number {
  let marked = 0;
  $('article')
    .find('h2, h3')
    .each((_, heading) => {
      const $heading = $(heading);
      const title = $heading.contents().not('a.hash-link').text().trim();
      const section = $heading.nextUntil(HEADINGS);
      if (LINK_SECTION_TITLE.test(title) || isLinkOnlySection($, section.toArray())) {
        $heading.addClass('search-skip');
        section.addClass('search-skip');
        marked += 1;
      }
    });
  return marked;
}
