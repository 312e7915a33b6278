import fs from 'node:fs';
import path from 'node:path';
import type {SpeedEntry} from './manifest';

export type Bundle = 'browser' | 'server';

/** The entry a patch belongs to: patch names are `<entry id>` or `<entry id>/<part>`. */
export const entryOfPatch = (patch: string): string => patch.split('/')[0] ?? patch;

/** The installed version of a package of the site's `node_modules`; undefined when absent. */
export function installedVersion(siteDir: string, pkg: string): string | undefined {
  const file = path.join(siteDir, 'node_modules', pkg, 'package.json');
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version?: string}).version;
}

/**
 * One message per target package whose installed version is not the one its entry was
 * checked against, naming the entry.
 */
export function versionProblems(
  entries: readonly SpeedEntry[],
  installed: (pkg: string) => string | undefined,
): string[] {
  return entries.flatMap((entry) =>
    entry.targets.flatMap(({package: pkg, version}) => {
      const found = installed(pkg);
      return found === version
        ? []
        : [
            `speed layer entry "${entry.id}": checked against ${pkg} ${version}, ` +
              `installed ${found ?? 'none'}; check what it replaces (speed/manifest.ts), then ` +
              'update the version there, or build with SPEED_LAYER=off',
          ];
    }),
  );
}

/** What one bundle's build counted: patch name → matches. */
export type Counts = ReadonlyMap<string, number>;

/**
 * One message per patch whose count in this bundle differs from the manifest's, per patch the
 * manifest does not declare, and per declared patch that did not run; each names its entry.
 * `minified`: whether the bundle was minified (patches of minified output run only then).
 */
export function matchProblems(
  entries: readonly SpeedEntry[],
  bundle: Bundle,
  counts: Counts,
  {
    minified = true,
    active = entries.map((e) => e.id),
  }: {minified?: boolean; active?: string[]} = {},
): string[] {
  const declared = new Map<string, {entry: SpeedEntry; expected: number | undefined}>();
  for (const entry of entries) {
    for (const [patch, expected] of Object.entries(entry.matches)) {
      declared.set(patch, {entry, expected: expected[bundle]});
    }
  }
  const problems: string[] = [];
  for (const [patch, found] of counts) {
    const known = declared.get(patch);
    if (!known) {
      problems.push(
        `speed layer: patch "${patch}" runs but no entry of speed/manifest.ts declares it`,
      );
    } else if (known.expected !== found) {
      problems.push(
        `speed layer entry "${known.entry.id}": patch "${patch}" matched ${found} time(s) in the ` +
          `${bundle} bundle, declared ${known.expected ?? 'none'}; its target ` +
          `(${known.entry.targets.map((t) => `${t.package} ${t.version}`).join(', ')}) has ` +
          'changed or the patch has: see speed/manifest.ts',
      );
    }
  }
  for (const [patch, {entry, expected}] of declared) {
    if (expected === undefined || counts.has(patch) || !active.includes(entry.id)) continue;
    if (entry.minifiedOnly && !minified) continue;
    problems.push(
      `speed layer entry "${entry.id}": patch "${patch}" did not run in the ${bundle} bundle ` +
        `(declared ${expected} match(es))`,
    );
  }
  return problems;
}

/** A module replacement as the guard counts it (see `./lib/replaceModule.ts`). */
export interface CountedReplacement {
  readonly patch: string;
  readonly request: RegExp;
  /** The file an import of `request` by `issuer` is replaced with; undefined: left alone. */
  readonly replace: (request: string, issuer: string) => string | undefined;
}

/** A loader rule as the guard counts it: the files it applies to. */
export interface CountedRule {
  readonly patch: string;
  readonly test: RegExp;
}

/** What the guard reads of a module and its imports (the same in webpack and Rspack). */
export interface GraphModule {
  nameForCondition?(): string | null | undefined;
  readonly dependencies?: readonly GraphDependency[];
  readonly blocks?: readonly {dependencies?: readonly GraphDependency[]; blocks?: unknown[]}[];
}
export interface GraphDependency {
  readonly request?: string | undefined;
}

function dependenciesOf(holder: {
  dependencies?: readonly GraphDependency[];
  blocks?: readonly unknown[];
}): GraphDependency[] {
  const blocks = (holder.blocks ?? []) as Parameters<typeof dependenciesOf>[0][];
  return [...(holder.dependencies ?? []), ...blocks.flatMap(dependenciesOf)];
}

const fileOf = (module: GraphModule | null | undefined): string | undefined =>
  module?.nameForCondition?.() ?? undefined;

/**
 * Counts, in a built module graph, each replacement's matches (distinct importing file and
 * request that now resolve to the replacement) and each loader rule's files. Reading the graph
 * rather than the bundler's callbacks counts modules the persistent cache restored as well.
 * An import that two replacements claim, or that one claims but that resolved elsewhere (an
 * earlier patch took it), is a problem: the result would depend on plugin order.
 */
export function countMatches(
  modules: Iterable<GraphModule>,
  resolved: (dependency: GraphDependency) => GraphModule | null | undefined,
  replacements: readonly CountedReplacement[],
  rules: readonly CountedRule[],
): {counts: Map<string, number>; problems: string[]} {
  const seen = new Map<string, Set<string>>();
  const problems: string[] = [];
  const add = (patch: string, key: string) => {
    let keys = seen.get(patch);
    if (!keys) seen.set(patch, (keys = new Set()));
    keys.add(key);
  };
  for (const rule of replacements) seen.set(rule.patch, new Set());
  for (const rule of rules) seen.set(rule.patch, new Set());
  for (const module of modules) {
    const issuer = fileOf(module);
    if (!issuer) continue;
    for (const rule of rules) if (rule.test.test(issuer)) add(rule.patch, issuer);
    for (const dependency of dependenciesOf(module)) {
      const {request} = dependency;
      if (typeof request !== 'string') continue;
      const claims = replacements.flatMap((r) => {
        if (!r.request.test(request)) return [];
        const file = r.replace(request, issuer);
        return file === undefined ? [] : [{r, file}];
      });
      if (claims.length === 0) continue;
      const key = `${path.relative(process.cwd(), issuer)} → ${request}`;
      if (claims.length > 1) {
        problems.push(
          `speed layer: ${key} is claimed by ${claims.map(({r}) => `"${r.patch}"`).join(' and ')}; ` +
            'the outcome would depend on plugin order',
        );
        continue;
      }
      const [{r, file}] = claims as [(typeof claims)[number]];
      const target = fileOf(resolved(dependency));
      if (target === file) add(r.patch, key);
      else if (target !== undefined) {
        problems.push(`speed layer: patch "${r.patch}": ${key} resolved to ${target}, not ${file}`);
      }
    }
  }
  return {counts: new Map([...seen].map(([patch, keys]) => [patch, keys.size])), problems};
}
