import routes from '@generated/routes';
import {prefixRoutesFirst} from './routeOrder';

// The route table in the order `./routeOrder.ts` explains; swapped in for `@generated/routes`
// in Docusaurus' client code by `plugins/prefix-routes-first.ts`.
export default prefixRoutesFirst(routes);
