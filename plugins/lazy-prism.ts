import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from './lib/replaceModule';

/**
 * Keeps Prism out of the browser's startup and page chunks.
 *
 * - The classic theme's `prism-include-languages` client module registered every extra
 *   language at startup, which put Prism and all its languages in the startup bundle of every
 *   page. It is replaced with an empty module in both bundles (client modules run in both);
 *   `src/theme/CodeBlock/Content/Highlighted.tsx` registers the languages instead. The theme
 *   component of the same name (`@theme/prism-include-languages`) is a different file and stays.
 * - `src/theme/CodeBlock/Content/serverHighlighted.ts` imports the Prism content statically for
 *   the server's HTML; in the browser bundle it is replaced with a module exporting null, and the
 *   code block loads Prism only when a block needs it (see `src/theme/CodeBlock/Content`).
 */
export default function lazyPrismPlugin(): Plugin {
  const parts = [
    moduleReplacementPlugin({
      name: 'lazy-prism-languages',
      request: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
      replacement: 'noClientModule.ts',
      server: true,
    }),
    moduleReplacementPlugin({
      name: 'lazy-prism-content',
      request: /^\.\/serverHighlighted$/,
      issuer: /[\\/]src[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]index\.tsx$/,
      replacement: 'noServerHighlighting.ts',
    }),
  ];
  return {
    name: 'lazy-prism',
    configureWebpack(...args) {
      return {
        plugins: parts.flatMap((part) => {
          const result = part.configureWebpack?.(...args);
          return result ? (result.plugins ?? []) : [];
        }),
      };
    },
  };
}
