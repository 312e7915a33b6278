import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import data from '../../src/data/glossary.json';
import {
  allTerms,
  glossaryMarkdown,
  termAnchor,
  termMatches,
  termPairs,
} from '../../src/lib/glossary.mjs';
import {inventoryDocIds} from '../../config/inventory';

const ROOT = path.resolve(__dirname, '../..');

describe('glossary', () => {
  it('GLOSSARY.md is written from the data file', () => {
    expect(fs.readFileSync(path.join(ROOT, 'GLOSSARY.md'), 'utf8')).toBe(
      glossaryMarkdown(data.groups),
    );
  });

  it('every term has a unique anchor, a meaning and a page of the inventory', () => {
    const ids = new Set(inventoryDocIds());
    const terms = allTerms(data.groups);
    expect(new Set(terms.map(termAnchor)).size).toBe(terms.length);
    for (const term of terms) {
      expect(term.meaning, term.en).toMatch(/。$/);
      expect(ids.has(term.doc), `${term.en}: ${term.doc}`).toBe(true);
    }
    expect(termAnchor({en: 'trigger / condition / action'} as never)).toBe(
      'trigger-condition-action',
    );
  });

  it('pairs English names and aliases with the Chinese term, not the kept-English ones', () => {
    const pairs = termPairs(data.groups);
    expect(pairs).toContainEqual({en: 'config flow', zh: ['配置流程']});
    expect(pairs).toContainEqual({en: 'dataupdatecoordinator', zh: ['协调器']});
    expect(pairs).toContainEqual({en: 'condition', zh: ['条件']});
    expect(pairs.some((pair) => pair.en === 'supervisor')).toBe(false);
  });

  it('matches every word of a query in any language, ignoring case', () => {
    const [coordinator] = allTerms(data.groups).filter((term) => term.en === 'coordinator');
    expect(coordinator).toBeDefined();
    if (!coordinator) return;
    expect(termMatches(coordinator, 'Coordinator')).toBe(true);
    expect(termMatches(coordinator, '协调器 轮询')).toBe(true);
    expect(termMatches(coordinator, 'coordinator entity')).toBe(false);
  });
});
