// What the registry module exports besides the registry: the browser bundle's
// (`speed/loaders/route-data-loader.cjs`), and one entry of the server bundle's.
import type {RouteChunkNames} from '@docusaurus/types';

declare module '@generated/registry' {
  /** Route key (`${path}-${hash}`) → its chunk names: the routes whose data has arrived. */
  export const routesChunkNames: RouteChunkNames;
  /** The data chunk a route key is in, or undefined when its data is already here. */
  export function routeDataChunk(key: string): number | undefined;
  /** The bundler's chunk name of data chunk N. */
  export function routeDataChunkName(bucket: number): string;
  /** Loads a route key's data; null when it is already here. */
  export function loadRouteData(key: string): Promise<void> | null;
  /**
   * Server bundle only (`speed/loaders/server-registry-loader.cjs`): route key → the browser's
   * data chunk holding its route, for the routes not in main.js.
   */
  export const routeDataChunkNames: Readonly<Record<string, string>>;
}
