import {describe, expect, it} from 'vitest';
import {parseSource, sourcesProblems, upstreamPostUrl} from '../../src/lib/sources.mjs';

describe('sources front matter', () => {
  it('reads a file at a tag or commit as a link to that file at that ref', () => {
    expect(parseSource('core/homeassistant/config_entries.py@2025.5.3')).toEqual({
      kind: 'file',
      repo: 'core',
      path: 'homeassistant/config_entries.py',
      ref: '2025.5.3',
      url: 'https://github.com/home-assistant/core/blob/2025.5.3/homeassistant/config_entries.py',
    });
    const commit = '9822f0fd5bfb60746bacc23241685097b7801622';
    expect(parseSource(`developers/docs/intro.md@${commit}`)).toMatchObject({
      url: `https://github.com/home-assistant/developers.home-assistant/blob/${commit}/docs/intro.md`,
    });
  });

  it('reads a pull request', () => {
    expect(parseSource('frontend#12345')).toEqual({
      kind: 'pull',
      repo: 'frontend',
      number: 12345,
      url: 'https://github.com/home-assistant/frontend/pull/12345',
    });
  });

  it('rejects unknown repositories, empty paths, missing refs and other shapes', () => {
    for (const bad of [
      'corez/homeassistant/core.py@2025.5.3',
      'core/@2025.5.3',
      'core/homeassistant/core.py',
      'core/homeassistant/core.py@',
      'core//homeassistant.py@2025.5.3',
      'core/../secrets.py@2025.5.3',
      'core#0',
      'https://github.com/home-assistant/core',
      42,
    ]) {
      expect(parseSource(bad), String(bad)).toHaveProperty('error');
    }
  });

  it('asks for a non-empty list without repeats', () => {
    expect(sourcesProblems(undefined)).toEqual(['front matter lacks "sources"']);
    expect(sourcesProblems([])).toEqual(['"sources" must be a non-empty list']);
    expect(sourcesProblems('core#1')).toEqual(['"sources" must be a non-empty list']);
    expect(sourcesProblems(['core#1', 'core#1'])).toEqual(['sources: "core#1" is listed twice']);
    expect(sourcesProblems(['core#1', 'x/y@1'])).toEqual([
      'sources: "x/y@1" names an unknown repository "x"',
    ]);
    expect(sourcesProblems(['core#1', 'intents/sentences/en/_common.yaml@2025.5.28'])).toEqual([]);
  });

  it('finds the upstream post a blog post names', () => {
    const ref = '9822f0fd5bfb60746bacc23241685097b7801622';
    expect(upstreamPostUrl(['core#1', `developers/blog/2023-07-27-always-update.md@${ref}`])).toBe(
      'https://developers.home-assistant.io/blog/2023/07/27/always-update',
    );
    expect(upstreamPostUrl([`developers/docs/intro.md@${ref}`])).toBeUndefined();
    expect(upstreamPostUrl(undefined)).toBeUndefined();
  });
});
