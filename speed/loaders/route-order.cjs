'use strict';
/* global module */

/** @typedef {{path?: string | string[], exact?: boolean, strict?: boolean, sensitive?: boolean, routes?: Route[], [key: string]: unknown}} Route */

/** @param {Route} route */
const pathOf = (route) =>
  typeof route.path === 'string' && route.path !== '*' && route.path !== '' ? route.path : null;

/** Whether one path is the other or lies below it. @param {string} a @param {string} b */
const overlaps = (a, b) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/**
 * The route table with its prefix routes (a route with child routes, such as the docs'
 * `/developers/docs`) moved to the front when no other route overlaps their path. React Router
 * tries routes in order and compiles each route's pattern on first try, so opening a docs page
 * compiled the ~350 blog routes listed before the docs first. A moved route matches exactly the
 * URLs it matched before, as no other route could match them.
 *
 * @param {readonly Route[]} list
 * @returns {Route[]}
 */
function prefixRoutesFirst(list) {
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

/** @param {Route} route */
const literalExact = (route) => {
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

/**
 * `/developers/blog/2025` for `/developers/blog/2025/05/26/post`; null for shorter paths.
 * @param {string} path
 */
function prefixOf(path) {
  const segments = path.split('/').filter(Boolean);
  return segments.length >= PREFIX_SEGMENTS
    ? `/${segments.slice(0, PREFIX_SEGMENTS).join('/')}`
    : null;
}

/**
 * The route table with runs of exact routes under one prefix (the blog's ~350 posts, tag and
 * page routes, by year or kind: `/developers/blog/2025`, `/developers/blog/tags`) gathered into
 * one route per prefix, made by `makeGroup(prefix, members)`: a parent route that renders its
 * members' table followed by the not-found route. React Router compiles every pattern it
 * tries, and a post late in the table made it try ~350 of them; with groups it tries the
 * groups and then the routes of one group. A group is made only when no route outside it could
 * match a URL under its prefix, so every URL renders the same page as before (and
 * `matchRoutes` ends with the same route).
 *
 * @param {readonly Route[]} list
 * @param {(prefix: string, members: Route[]) => Route} makeGroup
 * @returns {Route[]}
 */
function groupExactRoutes(list, makeGroup) {
  const notFound = list.find((route) => route.path === '*');
  /** @type {Map<string, Route[]>} */
  const members = new Map();
  for (const route of list) {
    const path = literalExact(route);
    // A route at the prefix itself (`/developers/blog/tags`) joins the group below it.
    const prefix = path === null ? null : prefixOf(path);
    if (prefix === null) continue;
    members.set(prefix, [...(members.get(prefix) ?? []), route]);
  }
  /** @type {Map<Route, Route>} */
  const groups = new Map();
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
    const group = makeGroup(prefix, routes);
    for (const route of routes) groups.set(route, group);
  }
  /** @type {Route[]} */
  const result = [];
  for (const route of list) {
    const group = groups.get(route);
    if (!group) result.push(route);
    else if (!result.includes(group)) result.push(group);
  }
  return result;
}

module.exports = {prefixRoutesFirst, groupExactRoutes};
