import {routesChunkNames} from '@generated/registry';

/**
 * `@generated/routesChunkNames` in the browser bundle (`speed/plugins/route-data.ts`): the table of the
 * routes whose data has arrived, kept by the registry module, which adds each data chunk's
 * routes as it loads.
 */
export default routesChunkNames;
