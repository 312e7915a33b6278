import type {CountedReplacement, CountedRule} from '../guard';

/** What the speed layer's bundler plugins read of a compiler (the same in webpack and Rspack). */
export interface Compiler {
  readonly webpack: {
    readonly Compilation: {readonly PROCESS_ASSETS_STAGE_REPORT: number};
    readonly WebpackError: new (message: string) => Error;
  };
  readonly hooks: {
    readonly thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void};
  };
}
export interface Compilation {
  readonly errors: Error[];
  readonly moduleGraph: {getModule(dependency: unknown): unknown};
  readonly hooks: {
    readonly finishModules: {tap(name: string, fn: (modules: Iterable<unknown>) => void): void};
    readonly processAssets: {
      tap(options: {name: string; stage: number}, fn: (assets: unknown) => void): void;
    };
  };
}

/** The patches each compiler runs, which the guard counts in its module graph. */
const registries = new WeakMap<
  object,
  {replacements: CountedReplacement[]; rules: CountedRule[]}
>();
/** Matches that patches rewriting the bundler's output report themselves, per compilation. */
const reported = new WeakMap<object, Map<string, number>>();

export function registryOf(compiler: object) {
  let registry = registries.get(compiler);
  if (!registry) registries.set(compiler, (registry = {replacements: [], rules: []}));
  return registry;
}

/** Adds `count` matches of `patch` in this compilation (for rewrites of generated assets). */
export function reportMatches(compilation: object, patch: string, count: number): void {
  let counts = reported.get(compilation);
  if (!counts) reported.set(compilation, (counts = new Map()));
  counts.set(patch, (counts.get(patch) ?? 0) + count);
}

export function reportedMatches(compilation: object): ReadonlyMap<string, number> {
  return reported.get(compilation) ?? new Map();
}

/** A bundler plugin that registers a loader rule's files with the guard (`./loaderRule.ts`). */
export function countedRule(rule: CountedRule): {apply(compiler: object): void} {
  return {
    apply(compiler) {
      registryOf(compiler).rules.push(rule);
    },
  };
}
