import type {Plugin} from '@docusaurus/types';
import {loaderRulePlugin} from './lib/loaderRule';

/** Passes the browser bundle's route registry through `lib/lazy-registry-loader.cjs`. */
export default function lazyRegistryPlugin(): Plugin {
  return loaderRulePlugin({
    name: 'lazy-registry',
    test: /[\\/]\.docusaurus[\\/]registry\.js$/,
    loader: 'lazy-registry-loader.cjs',
  });
}
