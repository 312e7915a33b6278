import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const REPLACEMENT = path.join(__dirname, '..', 'src', 'client', 'noClientModule.ts');
const PRISM_CLIENT_MODULE =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

interface ResolveData {
  request: string;
}

/**
 * Replaces the classic theme's `prism-include-languages` client module with an empty one; the
 * CodeBlock wrapper (`src/theme/CodeBlock`) registers the languages instead, so Prism leaves the
 * startup bundle. The theme component of the same name (`@theme/prism-include-languages`), which
 * the wrapper calls, is a different file and stays.
 */
export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_CLIENT_MODULE,
            (resource: ResolveData) => {
              resource.request = REPLACEMENT;
            },
          ),
        ],
      };
    },
  };
}
