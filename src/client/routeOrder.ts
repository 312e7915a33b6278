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

/** Characters that make a route path a pattern rather than one literal URL. */
const PATTERN = /[:*?+()[\]]/;
/** Path segments a group's prefix keeps: `/developers/blog/2025`. */
const PREFIX_SEGMENTS = 3;
/** Fewer members than this are not worth a group. */
const MIN_GROUP = 8;

const literalExact = (route: RouteConfig): string | null => {
  const path = pathOf(route);
  return path !== null &&
    route.exact === true &&
    !route.routes &&
    !route.strict &&
    !route.sensitive &&
    !PATTERN.test(path)
    ? path
    : null;
};

/** `/developers/blog/2025` for `/developers/blog/2025/05/26/post`; null for shorter paths. */
function prefixOf(path: string): string | null {
  const segments = path.split('/').filter(Boolean);
  return segments.length >= PREFIX_SEGMENTS
    ? `/${segments.slice(0, PREFIX_SEGMENTS).join('/')}`
    : null;
}

/**
 * The route table with runs of exact routes under one prefix (the blog's ~350 posts, tag and
 * page routes, by year or kind: `/developers/blog/2025`, `/developers/blog/tags`) gathered into
 * a parent route per prefix that renders its own table. React Router compiles every pattern it
 * tries, and a post late in the table made it try ~350 of them when the page started; now it
 * tries the groups and then the routes of one group. A group is made only when no route outside
 * it could match a URL under its prefix, and ends with the not-found route, so every URL renders
 * the same page as before (and `matchRoutes` ends with the same route).
 */
export function groupExactRoutes(
  list: readonly RouteConfig[],
  component: RouteConfig['component'],
): RouteConfig[] {
  const notFound = list.find((route) => route.path === '*');
  const members = new Map<string, RouteConfig[]>();
  for (const route of list) {
    const path = literalExact(route);
    // A route at the prefix itself (`/developers/blog/tags`) joins the group below it.
    const prefix = path === null ? null : prefixOf(path);
    if (prefix === null) continue;
    members.set(prefix, [...(members.get(prefix) ?? []), route]);
  }
  const groups = new Map<RouteConfig, RouteConfig>();
  for (const [prefix, routes] of members) {
    if (routes.length < MIN_GROUP) continue;
    const shadowed = list.some((other) => {
      if (routes.includes(other) || other === notFound) return false;
      const path = pathOf(other);
      if (path === null) return true;
      const literal = path.split(PATTERN)[0] ?? '';
      if (literal !== path) return literal.startsWith(prefix) || prefix.startsWith(literal);
      // An exact route matches only its own path; others match what lies below theirs too.
      return other.exact === true
        ? overlaps(path, prefix) && path.length >= prefix.length
        : overlaps(path, prefix);
    });
    if (shadowed) continue;
    const group: RouteConfig = {
      path: prefix,
      component,
      routes: notFound ? [...routes, notFound] : routes,
    };
    for (const route of routes) groups.set(route, group);
  }
  const result: RouteConfig[] = [];
  for (const route of list) {
    const group = groups.get(route);
    if (!group) result.push(route);
    else if (!result.includes(group)) result.push(group);
  }
  return result;
}
