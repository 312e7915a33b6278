import type {Plugin} from '@docusaurus/types';

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

/**
 * The runtime carries three maps over the ~1,000 chunk files: id → name, id → hash (for file
 * names) and name → id (Docusaurus' `gca`, for prefetching by chunk name), the last the exact
 * inverse of the first: 15 KB of a 16 KB runtime after compression. This writes one map,
 * id → "name.hash" (or "hash" for unnamed chunks), and builds the inverse on the first `gca`
 * call; every lookup answers as before (unknown ids still give `<id>.undefined`). Leaves the
 * code unchanged when the maps are not in that shape.
 */
export function mergeChunkMaps(code: string): {code: string; merged: boolean} {
  const file = FILE_NAME.exec(code);
  const chunk = CHUNK_ID.exec(code);
  if (!file || !chunk || !code.startsWith(RUNTIME_START)) return {code, merged: false};
  const names = readLiteral(file[1] ?? '');
  const hashes = readLiteral(file[3] ?? '');
  const ids = readLiteral(chunk[3] ?? '');
  const inverse =
    ids.size === names.size &&
    [...names].every(([id, name]) => ids.get(name) === id && hashes.has(id) && !name.includes('.'));
  if (!inverse) return {code, merged: false};
  const files = [...hashes].map(([id, hash]) => {
    const name = names.get(id);
    const key = /^(?:0|[1-9]\d*)$/.test(id) ? id : JSON.stringify(id);
    return `${key}:${JSON.stringify(name === undefined ? hash : `${name}.${hash}`)}`;
  });
  const helpers =
    `var __chunkFiles,__chunkIds;` +
    `function __chunkFile(e){var f=__chunkFiles||(__chunkFiles={${files.join(',')}}),` +
    `v=Object.prototype.hasOwnProperty.call(f,e)?f[e]:void 0;` +
    `return v===void 0?e+".undefined":v.indexOf(".")<0?e+"."+v:v}` +
    `function __chunkId(e){if(!__chunkIds){__chunkFile(e);__chunkIds=Object.create(null);` +
    `for(var k in __chunkFiles){var v=__chunkFiles[k],i=v.indexOf(".");if(i>=0)__chunkIds[v.slice(0,i)]=k}}` +
    `return __chunkIds[e]}`;
  const variable = file[2] ?? 'e';
  const body = code
    .slice(RUNTIME_START.length)
    .replace(file[0], () => `"assets/js/"+__chunkFile(${variable})+".js"`)
    .replace(chunk[0], () => `${chunk[1]}__chunkId(${chunk[2]})||${chunk[2]},`);
  return {code: RUNTIME_START + helpers + body, merged: true};
}

/**
 * Applies `mergeChunkMaps`, then `hoistChunkMaps` to what is left, to the browser bundle's
 * runtime chunk after minification.
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
                    for (const asset of runtime) {
                      const source = asset.source.source().toString();
                      const merged = mergeChunkMaps(source);
                      const {code, count} = hoistChunkMaps(merged.code);
                      // A runtime that loads chunk files has at least the file-name map; none
                      // found means the bundler's output changed shape: revisit this plugin.
                      if (!merged.merged && count === 0 && source.includes('"assets/js/"')) {
                        throw new Error(`runtime-maps: no chunk map found in ${asset.name}`);
                      }
                      compilation.updateAsset(asset.name, new sources.RawSource(code));
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
