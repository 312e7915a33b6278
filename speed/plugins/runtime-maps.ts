import type {Plugin} from '@docusaurus/types';
import {reportMatches} from '../lib/patches';

// Keys: numbers (the minifier writes some in hex), strings, identifiers.
const KEY = String.raw`(?:[\w$]+|"[^"\\]*")`;
const VALUE = String.raw`(?:"[^"\\]*"|\d+)`;
const ENTRY = `${KEY}:${VALUE}`;
/** An object literal of constant entries followed by a lookup `[`: hoisting it keeps every answer. */
const MAP_LOOKUP = new RegExp(String.raw`\{${ENTRY}(?:,${ENTRY})*\}(?=\)?\[)`, 'g');
const RUNTIME_START = '(()=>{"use strict";';

/**
 * The bundler's runtime looks chunk files up in object literals written inside the lookup
 * functions (`__webpack_require__.u` for file names and hashes, Docusaurus' `gca` for chunk
 * names), so every call builds objects of a few thousand entries again: about 0.3 ms per
 * call on a phone-speed CPU, paid for each chunk a page loads and for each prefetch. This
 * makes each literal a variable of the runtime, built on first use and reused after.
 *
 * Returns the new code and the number of maps hoisted.
 */
export function hoistChunkMaps(code: string): {code: string; count: number} {
  if (!code.startsWith(RUNTIME_START)) return {code, count: 0};
  const names: string[] = [];
  const body = code.slice(RUNTIME_START.length).replace(MAP_LOOKUP, (literal) => {
    const name = `__chunkMap${names.length}`;
    names.push(name);
    return `(${name}||(${name}=${literal}))`;
  });
  if (names.length === 0) return {code, count: 0};
  return {code: `${RUNTIME_START}var ${names.join(',')};${body}`, count: names.length};
}

const LITERAL = String.raw`\{${ENTRY}(?:,${ENTRY})*\}`;
/** `__webpack_require__.u`: "assets/js/" + (names[id] || id) + "." + hashes[id] + ".js". */
const FILE_NAME = new RegExp(
  String.raw`"assets/js/"\+\(\(?(${LITERAL})\)?\[([\w$]+)\]\|\|\2\)\+"\."\+\(?(${LITERAL})\)?\[\2\]\+"\.js"`,
);
/** Docusaurus' `gca`: id = ids[chunk name] || name. */
const CHUNK_ID = new RegExp(
  String.raw`(\.gca=function\(([\w$]+)\)\{return \2=)\(?(${LITERAL})\)?\[\2\]\|\|\2,`,
);

/** Reads a minified object literal of constant entries into a map with string keys. */
function readLiteral(literal: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, key = '', value = ''] of literal
    .slice(1, -1)
    .matchAll(new RegExp(`(${KEY}):(${VALUE})`, 'g'))) {
    const name = key.startsWith('"')
      ? key.slice(1, -1)
      : /^0x/i.test(key)
        ? String(Number(key))
        : key;
    map.set(name, value.startsWith('"') ? value.slice(1, -1) : value);
  }
  return map;
}

/** The global queue through which route-data chunks hand the runtime their file names. */
export const CHUNK_TABLES = 'webpackChunkFiles';

/**
 * The runtime carries three maps over the ~1,000 chunk files: id → name, id → hash (for file
 * names) and name → id (Docusaurus' `gca`, for prefetching by chunk name), the last the exact
 * inverse of the first: 15 KB of a 16 KB runtime after compression. This writes one map,
 * id → "name.hash" (or "hash" for unnamed chunks), and builds the inverse on the first `gca`
 * call; every lookup answers as before (unknown ids still give `<id>.undefined`). Leaves the
 * code unchanged when the maps are not in that shape.
 *
 * The entries of `moved` are left out of the runtime and returned in `movedFiles`: their
 * tables reach the runtime later through `self.webpackChunkFiles` (`chunkTableStatement`),
 * which every lookup reads first.
 */
export function mergeChunkMaps(
  code: string,
  moved: ReadonlySet<string> = new Set(),
): {code: string; merged: boolean; movedFiles: Map<string, string>} {
  const movedFiles = new Map<string, string>();
  const file = FILE_NAME.exec(code);
  const chunk = CHUNK_ID.exec(code);
  if (!file || !chunk || !code.startsWith(RUNTIME_START)) return {code, merged: false, movedFiles};
  const names = readLiteral(file[1] ?? '');
  const hashes = readLiteral(file[3] ?? '');
  const ids = readLiteral(chunk[3] ?? '');
  // Every name the name → id map knows names that chunk in the id → name map. A named chunk
  // the name → id map leaves out (Docusaurus' map has no worker chunks) is answered too after
  // the merge, with its file where the old lookup gave "<name>.undefined"; nothing asks for it.
  const inverse =
    [...ids].every(([name, id]) => names.get(id) === name) &&
    [...names].every(([id, name]) => hashes.has(id) && !name.includes('.'));
  if (!inverse) return {code, merged: false, movedFiles};
  const files: string[] = [];
  for (const [id, hash] of hashes) {
    const name = names.get(id);
    const value = name === undefined ? hash : `${name}.${hash}`;
    if (moved.has(id)) movedFiles.set(id, value);
    else files.push(`${literalKey(id)}:${JSON.stringify(value)}`);
  }
  const tables = `self.${CHUNK_TABLES}`;
  const helpers =
    `var __chunkFiles,__chunkIds;` +
    // Moves the tables that data chunks queued into the maps (the name map once it exists).
    `function __chunkTables(){var q=${tables},t,k,v,i;if(q)for(;q.length;){t=q.shift();` +
    `for(k in t){v=t[k];__chunkFiles[k]=v;if(__chunkIds&&(i=v.indexOf("."))>=0)__chunkIds[v.slice(0,i)]=k}}}` +
    `function __chunkFile(e){var f=__chunkFiles||(__chunkFiles={${files.join(',')}}),v;__chunkTables();` +
    `v=Object.prototype.hasOwnProperty.call(f,e)?f[e]:void 0;` +
    `return v===void 0?e+".undefined":v.indexOf(".")<0?e+"."+v:v}` +
    `function __chunkId(e){if(!__chunkIds){__chunkFile(e);__chunkIds=Object.create(null);` +
    `for(var k in __chunkFiles){var v=__chunkFiles[k],i=v.indexOf(".");if(i>=0)__chunkIds[v.slice(0,i)]=k}}` +
    `else __chunkTables();return __chunkIds[e]}`;
  const variable = file[2] ?? 'e';
  const body = code
    .slice(RUNTIME_START.length)
    .replace(file[0], () => `"assets/js/"+__chunkFile(${variable})+".js"`)
    .replace(chunk[0], () => `${chunk[1]}__chunkId(${chunk[2]})||${chunk[2]},`);
  return {code: RUNTIME_START + helpers + body, merged: true, movedFiles};
}

function literalKey(id: string): string {
  return /^(?:0|[1-9]\d*)$/.test(id) ? id : JSON.stringify(id);
}

/**
 * The statement a data chunk starts with to hand the runtime the file names of the chunks its
 * routes load (placed after a leading "use strict" directive, which must stay first).
 */
export function chunkTableStatement(files: ReadonlyMap<string, string>): string {
  const entries = [...files].map(([id, value]) => `${literalKey(id)}:${JSON.stringify(value)}`);
  return `(self.${CHUNK_TABLES}=self.${CHUNK_TABLES}||[]).push({${entries.join(',')}});`;
}

/** Prepends `statement` to a chunk file, after its "use strict" directive if it has one. */
export function prependToChunk(code: string, statement: string): string {
  const directive = /^(["'])use strict\1;?/.exec(code);
  const at = directive ? directive[0].length : 0;
  return (
    code.slice(0, at) +
    (directive && !directive[0].endsWith(';') ? ';' : '') +
    statement +
    code.slice(at)
  );
}

/** What the plugin reads of a chunk and a chunk group (the same in webpack and Rspack). */
export interface GraphChunk {
  readonly id: string | number | null | undefined;
  readonly name?: string | null | undefined;
  readonly files: Iterable<string>;
  readonly groupsIterable: Iterable<GraphGroup>;
}
export interface GraphGroup {
  readonly chunks: readonly GraphChunk[];
  readonly childrenIterable: Iterable<GraphGroup>;
}

/**
 * Which chunks' file names can leave the runtime, and which data chunk then carries them.
 * Chunks that main.js can load without a data chunk (its own lazy components, the parent
 * routes' chunks, the data chunks themselves) stay; each data chunk carries every chunk its
 * routes can load, directly or further down, that does not stay. A chunk that more than
 * `shared` data chunks would carry (theme and language chunks most pages can load) stays too:
 * written once in the runtime rather than in every data chunk.
 */
export function chunksByRouteData(
  entrypoints: Iterable<GraphGroup>,
  isRouteData: (chunk: GraphChunk) => boolean,
  shared = 8,
): Map<GraphChunk, Set<string>> {
  const idOf = (chunk: GraphChunk) =>
    chunk.id === null || chunk.id === undefined ? null : String(chunk.id);
  const stays = new Set<string>();
  const boundaries = new Set<GraphGroup>();
  const seen = new Set<GraphGroup>();
  const queue = [...entrypoints];
  while (queue.length > 0) {
    const group = queue.shift()!;
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      const id = idOf(chunk);
      if (id !== null) stays.add(id);
    }
    for (const child of group.childrenIterable) {
      if (child.chunks.some(isRouteData)) boundaries.add(child);
      else queue.push(child);
    }
  }
  const result = new Map<GraphChunk, Set<string>>();
  for (const boundary of boundaries) {
    for (const chunk of boundary.chunks) {
      const id = idOf(chunk);
      if (id !== null) stays.add(id);
    }
  }
  for (const boundary of boundaries) {
    const data = boundary.chunks.find(isRouteData)!;
    const carried = result.get(data) ?? new Set<string>();
    const visited = new Set<GraphGroup>([boundary]);
    const below = [...boundary.childrenIterable];
    while (below.length > 0) {
      const group = below.shift()!;
      if (visited.has(group)) continue;
      visited.add(group);
      for (const chunk of group.chunks) {
        const id = idOf(chunk);
        if (id !== null && !stays.has(id)) carried.add(id);
      }
      below.push(...group.childrenIterable);
    }
    result.set(data, carried);
  }
  const carriers = new Map<string, number>();
  for (const ids of result.values()) {
    for (const id of ids) carriers.set(id, (carriers.get(id) ?? 0) + 1);
  }
  for (const ids of result.values()) {
    for (const id of ids) if ((carriers.get(id) ?? 0) > shared) ids.delete(id);
  }
  return result;
}

/**
 * Applies `mergeChunkMaps`, then `hoistChunkMaps` to what is left, to the browser bundle's
 * runtime chunk after minification, and gives each route-data chunk the file names of the
 * chunks its routes load (`chunksByRouteData`). This runs before the bundler computes the
 * files' real content hashes, so a data chunk's file name changes with the names it carries.
 */
export default function runtimeMapsPlugin(): Plugin {
  return {
    name: 'runtime-maps',
    configureWebpack(config, isServer) {
      // Development bundles are not minified; the maps are only rewritten in production.
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler) {
              const {Compilation, sources} = compiler.webpack;
              compiler.hooks.thisCompilation.tap('runtime-maps', (compilation) => {
                compilation.hooks.processAssets.tap(
                  {
                    name: 'runtime-maps',
                    // After minification, so the pattern sees the minifier's output.
                    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
                  },
                  () => {
                    const runtime = compilation
                      .getAssets()
                      .filter(({name}) => /(^|\/)runtime~main\.[\w]+\.js$/.test(name));
                    // The data chunks and the chunks each can hand over (see chunksByRouteData).
                    const carried = chunksByRouteData(
                      compilation.entrypoints.values() as Iterable<GraphGroup>,
                      (chunk) => /^route-data-\d+$/.test(chunk.name ?? ''),
                    );
                    const moved = new Set([...carried.values()].flatMap((ids) => [...ids]));
                    for (const asset of runtime) {
                      const source = asset.source.source().toString();
                      const merged = mergeChunkMaps(source, moved);
                      const {code, count} = hoistChunkMaps(merged.code);
                      // A runtime that loads chunk files has at least the file-name map; none
                      // found means the bundler's output changed shape: revisit this plugin.
                      if (!merged.merged && count === 0 && source.includes('"assets/js/"')) {
                        throw new Error(`runtime-maps: no chunk map found in ${asset.name}`);
                      }
                      // Maps of the expected shape that do not answer alike (a named chunk
                      // that is not what its name looks up) would leave all three maps in the
                      // runtime, ~13 KB more on every page: stop rather than ship that.
                      if (!merged.merged && FILE_NAME.test(source) && CHUNK_ID.test(source)) {
                        throw new Error(
                          `runtime-maps: the chunk maps of ${asset.name} do not match; revisit mergeChunkMaps`,
                        );
                      }
                      compilation.updateAsset(asset.name, new sources.RawSource(code));
                      reportMatches(compilation, 'runtime-maps', merged.merged ? 1 : 0);
                      // Each data chunk carries the file names its routes need, so a page
                      // does not download the names of the whole site's chunks up front.
                      for (const [chunk, ids] of carried) {
                        const files = new Map(
                          [...ids].flatMap((id) => {
                            const value = merged.movedFiles.get(id);
                            return value === undefined ? [] : [[id, value] as const];
                          }),
                        );
                        const js = [...chunk.files].find((name) => name.endsWith('.js'));
                        if (files.size === 0 || js === undefined) continue;
                        const data = compilation.getAsset(js);
                        if (!data) throw new Error(`runtime-maps: no asset ${js}`);
                        compilation.updateAsset(
                          js,
                          new sources.RawSource(
                            prependToChunk(
                              data.source.source().toString(),
                              chunkTableStatement(files),
                            ),
                          ),
                        );
                      }
                    }
                  },
                );
              });
            },
          },
        ],
      };
    },
  };
}
