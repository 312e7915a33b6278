import {describe, expect, it} from 'vitest';
import {judge, pythonImports, releaseAfter} from '../../scripts/check-imports.mjs';

// A small API table of the same shape as ../shared/ha-api/symbols.json.gz.
const table = {
  releases: ['2022.10', '2022.11', '2022.12', '2023.1', '2023.2', '2023.3', '2023.4'],
  names: {
    'homeassistant.core': ['2022.10', '2023.4'],
    'homeassistant.core.HomeAssistant': ['2022.10', '2023.4'],
    'homeassistant.core.Late': ['2023.3', '2023.4'],
    'homeassistant.core.Gone': ['2022.10', '2022.12'],
    // A module the table began to cover in 2023.1 (it became strictly typed then).
    'homeassistant.components.lamp': ['2023.1', '2023.4'],
    'homeassistant.components.lamp.LampEntity': ['2023.1', '2023.4'],
    'homeassistant.components.lamp.NEW_FLAG': ['2023.2', '2023.4'],
  },
};

describe('import guard', () => {
  it('reads the Home Assistant imports of Python blocks only, with their lines', () => {
    const text = [
      '---',
      'title: x',
      '---',
      '```python',
      'import asyncio',
      'from homeassistant.core import HomeAssistant, callback as cb',
      'from homeassistant.components.lamp import (',
      '    LampEntity,  # the base class',
      '    NEW_FLAG,',
      ')',
      'import homeassistant.helpers.config_validation as cv',
      '```',
      '```yaml',
      'from homeassistant.core import NotPython',
      '```',
      '```py',
      'from homeassistant.const import \\',
      '    Platform',
      '```',
    ].join('\n');
    expect(pythonImports(text)).toEqual([
      {line: 6, module: 'homeassistant.core', name: 'HomeAssistant'},
      {line: 6, module: 'homeassistant.core', name: 'callback'},
      {line: 7, module: 'homeassistant.components.lamp', name: 'LampEntity'},
      {line: 7, module: 'homeassistant.components.lamp', name: 'NEW_FLAG'},
      {line: 11, module: 'homeassistant.helpers.config_validation'},
      {line: 17, module: 'homeassistant.const', name: 'Platform'},
    ]);
  });

  it('gives a post the release that followed its date (first Wednesday of the month)', () => {
    expect(releaseAfter('2023-07-27')).toBe('2023.8');
    expect(releaseAfter('2023-08-02')).toBe('2023.8');
    expect(releaseAfter('2023-08-03')).toBe('2023.9');
    expect(releaseAfter('2023-12-19')).toBe('2024.1');
    expect(releaseAfter('2024-03-09')).toBe('2024.4');
  });

  it('fails a doc name missing from its release, and passes one that is there', () => {
    const doc = (name: string) => judge(table, name, '2023.2', 0, 'doc').status;
    expect(doc('homeassistant.core.HomeAssistant')).toBe('ok');
    expect(doc('homeassistant.core.Late')).toBe('failed');
    expect(doc('homeassistant.core.Gone')).toBe('failed');
    expect(doc('homeassistant.core.Invented')).toBe('failed');
    expect(doc('homeassistant.components.lamp.NEW_FLAG')).toBe('ok');
    // Modules the table does not cover are skipped.
    expect(doc('homeassistant.components.other.Thing')).toBe('uncovered');
  });

  it('lets a post name what arrived up to two releases after it, and what left later', () => {
    const post = (name: string, release: string) => judge(table, name, release, 2, 'post');
    expect(post('homeassistant.core.Late', '2023.1').status).toBe('ok');
    expect(post('homeassistant.core.Late', '2022.12').status).toBe('failed');
    expect(post('homeassistant.core.Late', '2022.12').reason).toBe(
      'it is in 2023.3..2023.4, not in 2022.12 (or the 2 releases after it)',
    );
    expect(post('homeassistant.core.Gone', '2023.4').status).toBe('ok');
  });

  it('treats the start of the table, and of a module\'s coverage, as "or earlier"', () => {
    const post = (name: string, release: string) => judge(table, name, release, 2, 'post').status;
    expect(post('homeassistant.core.HomeAssistant', '2019.5')).toBe('ok');
    // The lamp module was covered from 2023.1; its base class may be older.
    expect(post('homeassistant.components.lamp.LampEntity', '2021.5')).toBe('ok');
    // A name that arrived after its module was covered is dated.
    expect(post('homeassistant.components.lamp.NEW_FLAG', '2021.5')).toBe('failed');
    // Absent names are only failed where the table covers the module at the post's release.
    expect(post('homeassistant.core.Invented', '2021.5')).toBe('uncovered');
    expect(post('homeassistant.core.Invented', '2023.1')).toBe('failed');
  });
});
