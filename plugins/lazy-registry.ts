import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Passes the browser bundle's route registry through `lib/lazy-registry-loader.cjs`. */
export default function lazyRegistryPlugin(): Plugin {
  return {
    name: 'lazy-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [path.join(__dirname, 'lib', 'lazy-registry-loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
