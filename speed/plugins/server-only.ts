import type {Plugin} from '@docusaurus/types';
import {moduleReplacementPlugin} from '../lib/replaceModule';

/**
 * Theme components that render heavy code on the server but load it on demand in the browser
 * import it through a sibling `./serverXxx` module (`src/theme/CodeBlock/Content/
 * serverHighlighted.ts`, `src/theme/SearchBar/serverSearchBar.ts`). In the browser bundle
 * those imports get `speed/client/serverOnly.ts` (null) instead, so the heavy code is only in the
 * chunk the component loads itself, and the server's HTML is still complete in one render.
 */
export default function serverOnlyPlugin(): Plugin {
  return moduleReplacementPlugin({
    patch: 'server-only',
    request: /^\.\/server[A-Z]\w*$/,
    issuer: /[\\/]src[\\/]theme[\\/]/,
    replacement: 'serverOnly.ts',
  });
}
