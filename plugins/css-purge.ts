import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ClassTokens, htmlClasses, purgeCss} from './lib/cssPurge';

const NAME = 'css-purge';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/**
 * The stylesheet loses the rules no page can use. Every page loads the one stylesheet, and
 * about a tenth of it was Infima's utility and component classes this site never sets (grid
 * offsets, spacing helpers, pills, tabs, button groups, …). After minification, before the
 * file names get their content hashes, each selector that needs a class no script of the
 * build contains (`ClassTokens`: words of the script text, and prefixes for names built at
 * run time) is removed, with rules and `@media`/`@layer` blocks left empty. Every element of
 * every page is rendered by those scripts, so what they cannot name is never on a page.
 *
 * After the build, the plugin reads every page's `class` attributes and fails the build if a
 * page has a class whose rules were removed (a class only the server writes, say).
 */
export default function cssPurgePlugin(): Plugin {
  let removed: ReadonlySet<string> = new Set();
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      // Development and `--no-minify` builds keep every rule.
      if (isServer || !config.optimization?.minimize) return {};
      return {
        plugins: [
          {
            apply(compiler) {
              const {Compilation, sources} = compiler.webpack;
              compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                compilation.hooks.processAssets.tap(
                  // After the minimizers; before the real content hashes name the files.
                  {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE},
                  () => {
                    const assets = compilation.getAssets();
                    const tokens = new ClassTokens();
                    for (const {name, source} of assets) {
                      if (name.endsWith('.js')) tokens.add(source.source().toString());
                    }
                    const all = new Set<string>();
                    for (const {name, source} of assets) {
                      if (!name.endsWith('.css')) continue;
                      const result = purgeCss(source.source().toString(), (c) => tokens.has(c));
                      for (const c of result.removedClasses) all.add(c);
                      compilation.updateAsset(name, new sources.RawSource(result.css));
                    }
                    removed = all;
                  },
                );
              });
            },
          },
        ],
      };
    },
    postBuild({outDir}) {
      if (removed.size === 0) return;
      const misses = new Map<string, string>();
      for (const file of htmlFiles(outDir)) {
        for (const c of htmlClasses(fs.readFileSync(file, 'utf8'))) {
          if (removed.has(c) && !misses.has(c)) misses.set(c, path.relative(outDir, file));
        }
      }
      if (misses.size > 0) {
        const list = [...misses].map(([c, file]) => `.${c} (${file})`).join(', ');
        throw new Error(`${NAME}: pages use classes whose rules were removed: ${list}`);
      }
    },
  };
}
