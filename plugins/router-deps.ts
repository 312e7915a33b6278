import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceRequests} from './lib/replaceModule';

const DEPS = path.join(__dirname, '..', 'src', 'client', 'routerDeps');
/** React Router's imports that its production code does not read, and their stand-ins. */
const STAND_INS: Readonly<Record<string, string>> = {
  'prop-types': 'propTypes.js',
  'react-is': 'reactIs.js',
  'hoist-non-react-statics': 'hoistStatics.js',
};
const ISSUER = /[\\/]react-router(-dom)?[\\/]esm[\\/]react-router(-dom)?\.js$/;

/**
 * Browser bundle: React Router imports `prop-types` and `react-is` for its development checks
 * and `hoist-non-react-statics` for `withRouter`. These CommonJS packages may have side
 * effects as far as the bundler knows, so they stayed in main.js (1.4 KiB after compression)
 * although the production code never reads them. React Router imports them through
 * re-exporting modules (`src/client/routerDeps`) marked free of side effects: the bundler
 * drops each one, with its package, when nothing reads it, and keeps it otherwise.
 */
export default function routerDepsPlugin(): Plugin {
  return {
    name: 'router-deps',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        module: {rules: [{test: /[\\/]src[\\/]client[\\/]routerDeps[\\/]/, sideEffects: false}]},
        plugins: [
          replaceRequests(
            currentBundler,
            /^(prop-types|react-is|hoist-non-react-statics)$/,
            (request, importer) => {
              const standIn = STAND_INS[request];
              return standIn && ISSUER.test(importer) ? path.join(DEPS, standIn) : undefined;
            },
          ),
        ],
      };
    },
  };
}
