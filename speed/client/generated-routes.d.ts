// What the browser bundle's route table exports besides the routes (`speed/loaders/routes-loader.cjs`).
import type {RouteConfig} from 'react-router-config';

declare module '@generated/routes' {
  /** Prefix of a route group → the chunk name of its routes, and their loader. */
  export const routeGroups: Readonly<
    Record<string, {chunk: string; load: () => Promise<{default: RouteConfig[]}>}>
  >;
}
