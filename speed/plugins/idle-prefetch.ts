import type {Plugin} from '@docusaurus/types';
import {CLIENT_ENTRY, moduleReplacementPlugin} from '../lib/replaceModule';

/**
 * Swaps the `window.docusaurus` object the client entry installs for
 * `speed/client/idlePrefetch.ts`, whose prefetch runs in idle time, a few milliseconds at a time.
 * Only the client entry's import is replaced.
 */
export default function idlePrefetchPlugin(): Plugin {
  return moduleReplacementPlugin({
    patch: 'idle-prefetch',
    request: /^\.\/docusaurus(\.js)?$/,
    issuer: CLIENT_ENTRY,
    replacement: 'idlePrefetch.ts',
  });
}
