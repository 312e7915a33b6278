import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceRequests} from './lib/replaceModule';

const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;
const ROUTES_CHUNK_NAMES = path.join(__dirname, '..', 'src', 'client', 'routesChunkNames.ts');

/**
 * Browser bundle only: passes the route registry through `lib/route-data-loader.cjs`, which
 * keeps in main.js only the data of the routes with child routes and spreads the rest over 64
 * data chunks, and makes Docusaurus' client read routesChunkNames from the same module
 * (`src/client/routesChunkNames.ts`). In the server bundle, `lib/server-registry-loader.cjs`
 * makes the registry report chunk names, so each page's HTML lists its own chunks, and the
 * route table's components report their data chunk too (`plugins/server-route-data.ts`).
 */
export default function routeDataPlugin(): Plugin {
  return {
    name: 'route-data',
    configureWebpack(_config, isServer, {currentBundler}) {
      const loader = isServer ? 'server-registry-loader.cjs' : 'route-data-loader.cjs';
      const rules = [{test: REGISTRY, use: [path.join(__dirname, 'lib', loader)]}];
      if (isServer) return {module: {rules}};
      return {
        module: {rules},
        plugins: [
          replaceRequests(
            currentBundler,
            /^@generated\/routesChunkNames$/,
            () => ROUTES_CHUNK_NAMES,
          ),
        ],
      };
    },
  };
}
