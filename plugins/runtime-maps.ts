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

/** Applies `hoistChunkMaps` to the browser bundle's runtime chunk after minification. */
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
                      const {code, count} = hoistChunkMaps(source);
                      // A runtime that loads chunk files has at least the file-name map; none
                      // found means the bundler's output changed shape: revisit this plugin.
                      if (count === 0 && source.includes('"assets/js/"')) {
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
