import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from '../lib/replaceModule';

/**
 * Replaces the classic theme's `prism-include-languages` client module with an empty one. It
 * registered every extra language at startup, which put Prism and all its languages in the
 * startup bundle of every page; `src/theme/CodeBlock/Content/Highlighted.tsx` registers them
 * instead, when a code block loads Prism (`src/theme/CodeBlock/Content`). The theme component of
 * the same name (`@theme/prism-include-languages`), which it calls, is a different file and
 * stays. Replaced in both bundles, as client modules run in both.
 */
export default function emptyPrismClientModulePlugin(): Plugin {
  return moduleReplacementPlugin({
    patch: 'prism-client-module',
    request: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    replacement: 'noClientModule.ts',
    server: true,
  });
}
