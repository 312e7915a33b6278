import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  countMatches,
  installedVersion,
  matchProblems,
  versionProblems,
  type CountedReplacement,
  type GraphDependency,
  type GraphModule,
} from '../../speed/guard';
import {activeEntries, speedLayer} from '../../speed';
import {SPEED_ENTRIES} from '../../speed/manifest';
import {CLIENT_ENTRY} from '../../speed/lib/replaceModule';

const ROOT = path.resolve(__dirname, '../..');
const byId = (id: string) => SPEED_ENTRIES.find((entry) => entry.id === id)!;

describe('speed layer manifest', () => {
  it('declares each entry once, with patches named after it and tests that exist', () => {
    const ids = SPEED_ENTRIES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of SPEED_ENTRIES) {
      for (const patch of Object.keys(entry.matches)) {
        expect(patch.split('/')[0], patch).toBe(entry.id);
      }
      expect(entry.tests.length, entry.id).toBeGreaterThan(0);
      for (const test of entry.tests) expect(fs.existsSync(path.join(ROOT, test)), test).toBe(true);
      expect(entry.targets.length + Object.keys(entry.matches).length, entry.id).toBeGreaterThan(0);
    }
  });

  it('was checked against the installed versions of its targets', () => {
    expect(versionProblems(SPEED_ENTRIES, (pkg) => installedVersion(ROOT, pkg))).toEqual([]);
  });
});

describe('version guard', () => {
  it('names the entry whose target package has another version installed', () => {
    const installed = (pkg: string) =>
      pkg === '@docusaurus/utils-common' ? '3.9.0' : installedVersion(ROOT, pkg);
    const problems = versionProblems(SPEED_ENTRIES, installed);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/entry "tslib-helper".*@docusaurus\/utils-common 3\.8\.0.*3\.9\.0/);
  });

  it('stops the layer before the build starts', () => {
    const fakeSite = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.speed-test-'));
    try {
      expect(() => speedLayer(fakeSite, true)).toThrow(
        /speed layer entry "route-data".*installed none/,
      );
    } finally {
      fs.rmSync(fakeSite, {recursive: true, force: true});
    }
  });
});

/** A module of a fake module graph: its file and the requests it imports, resolved. */
function graphModule(file: string, imports: Record<string, string>): GraphModule {
  return {
    nameForCondition: () => file,
    dependencies: Object.entries(imports).map(([request, target]) => ({request, target})),
  };
}
const resolveFake = (dependency: GraphDependency) => {
  const target = (dependency as {target?: string}).target;
  return target === undefined ? null : graphModule(target, {});
};

const ENTRY_FILE = '/site/node_modules/@docusaurus/core/lib/client/clientEntry.js';
const FIRST_RENDER = '/site/speed/client/preloadFirstRender.ts';
const preloadPatch: CountedReplacement = {
  patch: 'route-data/preload',
  request: /^\.\/preload(\.js)?$/,
  replace: (_request, issuer) => (CLIENT_ENTRY.test(issuer) ? FIRST_RENDER : undefined),
};

describe('match guard', () => {
  it('counts a replacement in the module graph, once per importing file and request', () => {
    const modules = [
      graphModule(ENTRY_FILE, {'./preload': FIRST_RENDER}),
      graphModule('/site/node_modules/@docusaurus/core/lib/client/other.js', {'./preload': 'x'}),
    ];
    const {counts, problems} = countMatches(modules, resolveFake, [preloadPatch], []);
    expect(problems).toEqual([]);
    expect(counts.get('route-data/preload')).toBe(1);
  });

  it('fails, naming the entry, when the target no longer imports what the patch replaces', () => {
    // Docusaurus renames the module the client entry imports: the patch matches nothing.
    const changed = [graphModule(ENTRY_FILE, {'./preloadRoutes': '/elsewhere.js'})];
    const {counts} = countMatches(changed, resolveFake, [preloadPatch], []);
    expect(counts.get('route-data/preload')).toBe(0);
    const problems = matchProblems([byId('route-data')], 'browser', counts, {
      active: ['route-data'],
    }).filter((problem) => problem.includes('route-data/preload'));
    expect(problems).toEqual([
      expect.stringMatching(
        /^speed layer entry "route-data": patch "route-data\/preload" matched 0 time\(s\) in the browser bundle, declared 3/,
      ),
    ]);
  });

  it('fails when two patches claim one import: the outcome would depend on plugin order', () => {
    const other: CountedReplacement = {
      ...preloadPatch,
      patch: 'idle-prefetch',
      replace: () => '/x',
    };
    const modules = [graphModule(ENTRY_FILE, {'./preload': FIRST_RENDER})];
    const {problems} = countMatches(modules, resolveFake, [preloadPatch, other], []);
    expect(problems).toEqual([
      expect.stringMatching(/claimed by "route-data\/preload" and "idle-prefetch"/),
    ]);
  });

  it('counts the files a loader rule rewrites, and flags patches the manifest does not declare', () => {
    const modules = [
      graphModule('/site/.docusaurus/registry.js', {}),
      graphModule('/site/.docusaurus/registry.js', {}),
    ];
    const {counts} = countMatches(
      modules,
      resolveFake,
      [],
      [
        {patch: 'route-data/registry', test: /registry\.js$/},
        {patch: 'unknown', test: /registry\.js$/},
      ],
    );
    expect(counts.get('route-data/registry')).toBe(1);
    const problems = matchProblems(SPEED_ENTRIES, 'server', counts, {active: []});
    expect(problems).toEqual([expect.stringMatching(/patch "unknown" runs but no entry/)]);
  });

  it('reports a declared patch that did not run at all', () => {
    const problems = matchProblems([byId('tslib-helper')], 'browser', new Map());
    expect(problems).toEqual([
      expect.stringMatching(/entry "tslib-helper": patch "tslib-helper" did not run/),
    ]);
  });
});

describe('stock switch', () => {
  it('keeps only the site features and Docusaurus’ own page template when off', () => {
    const off = speedLayer(ROOT, false);
    expect(off.ssrTemplate).toBeUndefined();
    const kept = activeEntries(false);
    expect(kept.every((entry) => entry.siteFeature)).toBe(true);
    // The site features, then the guard.
    expect(off.plugins).toHaveLength(kept.length + 1);
    for (const entry of SPEED_ENTRIES.filter((e) => !e.siteFeature)) {
      expect(off.plugins).not.toContain(entry.plugin);
    }
  });

  it('leaves out the entries named in SPEED_LAYER_WITHOUT, and rejects unknown ones', () => {
    const ids = activeEntries(true, ['runtime-maps']).map((entry) => entry.id);
    expect(ids).not.toContain('runtime-maps');
    expect(ids).toContain('route-data');
    expect(() => activeEntries(true, ['nope'])).toThrow(/no entry nope/);
  });

  it('applies every entry and the page template when on', () => {
    const on = speedLayer(ROOT, true);
    expect(on.ssrTemplate).toContain('__app-scripts');
    for (const entry of activeEntries(true)) expect(on.plugins).toContain(entry.plugin);
    expect(activeEntries(true).length).toBeGreaterThan(activeEntries(false).length);
  });
});
