import type {Plugin} from '@docusaurus/types';

interface MinimizerOptions {
  format?: Record<string, unknown>;
  output?: Record<string, unknown>;
}

/** The options object a minimizer instance formats its output with, found by its shape. */
function formatOptions(minimizer: unknown): Record<string, unknown> | undefined {
  const plugin = minimizer as {
    // Rspack's built-in SWC minimizer keeps its constructor arguments.
    _args?: [{minimizerOptions?: MinimizerOptions}?];
    // terser-webpack-plugin (with terser or with SWC) keeps the options it minifies with.
    options?: {minimizer?: {options?: MinimizerOptions}};
  } | null;
  const options = plugin?._args?.[0]?.minimizerOptions ?? plugin?.options?.minimizer?.options;
  return options?.format ?? options?.output;
}

/**
 * Browser scripts keep their Chinese text as UTF-8. Docusaurus has its JavaScript minimizer
 * write every non-ASCII character as a `\uXXXX` escape, six bytes where UTF-8 takes three;
 * after brotli a docs page's scripts were 1.1 KiB larger that way, most of it in the page's
 * own content. The site's server sends scripts with `charset=utf-8` (and a page's scripts
 * are read in the page's encoding, UTF-8, in any case), so the escapes buy nothing here.
 * A minifying build fails if the minimizer is not found, so a Docusaurus update cannot undo
 * this unnoticed.
 */
export default function utf8ScriptsPlugin(): Plugin {
  return {
    name: 'utf8-scripts',
    configureWebpack(config, isServer) {
      // Development and `--no-minify` builds do not minify, so nothing escapes the text.
      if (isServer || !config.optimization?.minimize) return {};
      const formats = (config.optimization?.minimizer ?? [])
        .map(formatOptions)
        .filter((format) => format?.ascii_only === true);
      if (formats.length !== 1) {
        throw new Error(
          `utf8-scripts: expected one JavaScript minimizer writing ASCII only, found ${formats.length}`,
        );
      }
      formats[0]!.ascii_only = false;
      return {};
    },
  };
}
