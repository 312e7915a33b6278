import type {ReactNode} from 'react';
import routes from '@generated/routes';
import {renderRoutes, type RouteConfigComponentProps} from 'react-router-config';
import {groupExactRoutes, prefixRoutesFirst} from './routeOrder';

/** A route group of `groupExactRoutes`: renders nothing of its own, only its routes. */
function RouteGroup({route}: RouteConfigComponentProps): ReactNode {
  return renderRoutes(route?.routes);
}

// The route table in the order and grouping `./routeOrder.ts` explains; swapped in for
// `@generated/routes` in Docusaurus' client code by `plugins/prefix-routes-first.ts`.
export default groupExactRoutes(prefixRoutesFirst(routes), RouteGroup);
