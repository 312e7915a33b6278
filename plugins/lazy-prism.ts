import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from './lib/replaceModule';

/**
 * Replaces the classic theme's `prism-include-languages` client module with an empty one; the
 * CodeBlock wrapper (`src/theme/CodeBlock`) registers the languages instead, so Prism leaves the
 * startup bundle. The theme component of the same name (`@theme/prism-include-languages`), which
 * the wrapper calls, is a different file and stays. Replaced in both bundles, as the client
 * module runs in both.
 */
export default function lazyPrismPlugin(): Plugin {
  return moduleReplacementPlugin({
    name: 'lazy-prism',
    request: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    replacement: 'noClientModule.ts',
    server: true,
  });
}
