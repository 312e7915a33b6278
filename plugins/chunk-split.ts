import type {Plugin} from '@docusaurus/types';

/**
 * Browser bundle: the bundler's default vendor group moves the `node_modules` part of a chunk
 * into a chunk of its own once that part passes 20 KB, even when no other chunk shares it, so
 * a page that needs the chunk requests two files that always come together. The docs' layout
 * chunk was split that way (theme components in one file, the site's data in another). Only
 * modules shared by two chunks or more are split off now; the bundler's other vendor settings
 * stay as they were.
 */
export default function chunkSplitPlugin(): Plugin {
  return {
    name: 'chunk-split',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {optimization: {splitChunks: {cacheGroups: {defaultVendors: {minChunks: 2}}}}};
    },
  };
}
