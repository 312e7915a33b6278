import type {Plugin} from '@docusaurus/types';
import {isPlainPattern} from '../src/client/pathToRegexp';
import {moduleReplacementPlugin} from './lib/replaceModule';

/**
 * Browser bundle: React Router compiles route paths with `src/client/pathToRegexp.ts`, which
 * handles plain paths and the catch-all only, instead of path-to-regexp. The build fails when
 * a route has any other pattern (a parameter or a group), which that module would refuse.
 */
export default function routePatternsPlugin(): Plugin {
  const replacement = moduleReplacementPlugin({
    name: 'route-patterns',
    request: /^path-to-regexp$/,
    issuer: /[\\/]react-router[\\/]esm[\\/]react-router\.js$/,
    replacement: 'pathToRegexp.ts',
  });
  return {
    ...replacement,
    postBuild({routesPaths}) {
      const other = routesPaths.filter((path) => !isPlainPattern(path));
      if (other.length > 0) {
        throw new Error(
          `route-patterns: routes with parameters or groups, which src/client/pathToRegexp.ts ` +
            `does not handle: ${other.slice(0, 5).join(', ')}`,
        );
      }
    },
  };
}
