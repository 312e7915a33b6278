import type {RouteConfig} from 'react-router-config';

const pathOf = (route: RouteConfig): string | null =>
  typeof route.path === 'string' && route.path !== '*' && route.path !== '' ? route.path : null;

/** Whether one path is the other or lies below it. */
const overlaps = (a: string, b: string): boolean =>
  a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/**
 * The route table with its prefix routes (a route with child routes, such as the docs'
 * `/developers/docs`) moved to the front when no other route overlaps their path. React Router
 * tries routes in order and compiles each route's pattern on first try, so opening a docs page
 * compiled the ~350 blog routes listed before the docs first. A moved route matches exactly the URLs it matched before, as no other
 * route could match them. The browser's route table is this order (`./prefixRoutesFirst.ts`).
 */
export function prefixRoutesFirst(list: readonly RouteConfig[]): RouteConfig[] {
  const movable = list.filter((route) => {
    const path = pathOf(route);
    if (path === null || route.exact === true || !route.routes) return false;
    return list.every((other) => {
      const otherPath = pathOf(other);
      return other === route || otherPath === null || !overlaps(path, otherPath);
    });
  });
  return [...movable, ...list.filter((route) => !movable.includes(route))];
}
