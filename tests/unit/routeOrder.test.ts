import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {matchRoutes, type RouteConfig} from 'react-router-config';

const require = createRequire(import.meta.url);
const order = require('../../speed/loaders/route-order.cjs') as {
  prefixRoutesFirst(list: readonly RouteConfig[]): RouteConfig[];
  groupExactRoutes(
    list: readonly RouteConfig[],
    makeGroup: (prefix: string, members: RouteConfig[]) => RouteConfig,
  ): RouteConfig[];
};
const {prefixRoutesFirst} = order;

/** Groups as the browser ends up with them: the members, then the not-found route. */
function groupExactRoutes(list: readonly RouteConfig[], component: RouteConfig['component']) {
  const notFound = list.find((r) => r.path === '*');
  return order.groupExactRoutes(list, (prefix, members) => ({
    path: prefix,
    component,
    routes: notFound ? [...members, notFound] : members,
  }));
}

const route = (path: string, extra: Partial<RouteConfig> = {}): RouteConfig => ({
  path,
  exact: true,
  ...extra,
});
const docs = route('/developers/docs', {
  exact: undefined,
  routes: [route('/developers/docs/'), route('/developers/docs/core/entity/light')],
});
const TABLE: RouteConfig[] = [
  route('/developers/blog'),
  route('/developers/blog/2025/05/26/post'),
  route('/developers/search'),
  docs,
  route('/developers/'),
  {path: '*'},
];

const matched = (table: RouteConfig[], url: string) =>
  matchRoutes(table, url).map((match) => match.route.path);

describe('prefixRoutesFirst', () => {
  it('moves a prefix route no other route overlaps to the front; the rest keep their order', () => {
    const ordered = prefixRoutesFirst(TABLE);
    expect(ordered.map((r) => r.path)).toEqual([
      '/developers/docs',
      '/developers/blog',
      '/developers/blog/2025/05/26/post',
      '/developers/search',
      '/developers/',
      '*',
    ]);
  });

  it('every URL matches the same routes as before', () => {
    const ordered = prefixRoutesFirst(TABLE);
    for (const url of [
      '/developers/docs/core/entity/light',
      '/developers/docs/',
      '/developers/docs-like',
      '/developers/blog',
      '/developers/blog/2025/05/26/post',
      '/developers/',
      '/developers/nowhere',
    ])
      expect(matched(ordered, url)).toEqual(matched(TABLE, url));
  });

  it('leaves a prefix route in place when another route overlaps its path', () => {
    const shadowed = [route('/developers/docs/special'), ...TABLE];
    expect(prefixRoutesFirst(shadowed)).toEqual(shadowed);
    const outer = [route('/developers', {exact: undefined, routes: []}), ...TABLE];
    expect(prefixRoutesFirst(outer).map((r) => r.path)).toEqual(outer.map((r) => r.path));
  });
});

describe('groupExactRoutes', () => {
  const Group = () => null;
  const posts = Array.from({length: 9}, (_, i) => route(`/developers/blog/2025/05/${10 + i}/post`));
  const tags = [
    route('/developers/blog/tags'),
    ...Array.from({length: 8}, (_, i) => route(`/developers/blog/tags/t${i}`)),
  ];
  const notFound: RouteConfig = {path: '*'};
  const table: RouteConfig[] = [
    route('/developers/blog'),
    ...posts,
    route('/developers/blog/2024/01/01/lone'),
    ...tags,
    docs,
    route('/developers/'),
    notFound,
  ];
  /** The route each URL renders: the last of its matches. */
  const leaf = (list: RouteConfig[], url: string) => matchRoutes(list, url).at(-1)?.route;
  const URLS = [
    '/developers/blog',
    '/developers/blog/2025/05/12/post',
    '/developers/blog/2025/05/12/post/',
    '/developers/BLOG/2025/05/12/post',
    '/developers/blog/2025/05/12/nope',
    '/developers/blog/2025',
    '/developers/blog/2024/01/01/lone',
    '/developers/blog/tags',
    '/developers/blog/tags/t3',
    '/developers/blog/tags/t3/more',
    '/developers/docs/core/entity/light',
    '/developers/',
    '/developers/nowhere',
  ];

  it('gathers the exact routes under a prefix into one group that ends with the not-found route', () => {
    const grouped = groupExactRoutes(table, Group);
    expect(grouped.map((r) => r.path)).toEqual([
      '/developers/blog',
      '/developers/blog/2025',
      '/developers/blog/2024/01/01/lone',
      '/developers/blog/tags',
      '/developers/docs',
      '/developers/',
      '*',
    ]);
    const year = grouped[1];
    expect(year?.component).toBe(Group);
    expect(year?.exact).toBeUndefined();
    expect(year?.routes).toEqual([...posts, notFound]);
    expect(grouped[3]?.routes).toEqual([...tags, notFound]);
  });

  it('every URL ends on the same route as before', () => {
    const grouped = groupExactRoutes(table, Group);
    for (const url of URLS) expect(leaf(grouped, url), url).toBe(leaf(table, url));
  });

  it('makes no group that another route could shadow, or that is too small', () => {
    const prefixRoute = route('/developers/blog/2025', {exact: undefined, routes: []});
    // Shadowed by a prefix route or a pattern: the posts stay where they were.
    expect(groupExactRoutes([prefixRoute, ...table], Group)).toContain(posts[0]);
    expect(groupExactRoutes([route('/developers/blog/2025/:slug'), ...table], Group)).toContain(
      posts[0],
    );
    // An exact route below the prefix that cannot join (strict) shadows it too.
    const strict = route('/developers/blog/2025/x', {strict: true});
    expect(groupExactRoutes([strict, ...table], Group)).toContain(posts[0]);
    // Too few.
    const few = table.filter((r) => !posts.slice(1).includes(r));
    expect(groupExactRoutes(few, Group)).toContain(posts[0]);
  });

  it('on a table shaped like the site, every route is reached by its own path as before', () => {
    const site: RouteConfig[] = [route('/developers/blog'), route('/developers/blog/archive')];
    for (let year = 2018; year <= 2025; year += 1)
      for (let i = 0; i < 30; i += 1)
        site.push(route(`/developers/blog/${year}/0${1 + (i % 9)}/1${i % 10}/post-${i}`));
    for (let page = 2; page <= 23; page += 1) site.push(route(`/developers/blog/page/${page}`));
    site.push(route('/developers/blog/tags'));
    for (let tag = 0; tag < 40; tag += 1) {
      site.push(route(`/developers/blog/tags/tag-${tag}`));
      if (tag % 4 === 0) site.push(route(`/developers/blog/tags/tag-${tag}/page/2`));
    }
    site.push(route('/developers/blog/authors'), route('/developers/search'), docs);
    site.push(route('/developers/'), {path: '*'});
    const ordered = groupExactRoutes(prefixRoutesFirst(site), Group);
    expect(ordered.length).toBeLessThan(20);
    const paths = site.map((r) => r.path).filter((p): p is string => p !== '*');
    for (const url of [...paths, ...paths.map((p) => `${p}/x`), '/developers/blog/2019'])
      expect(leaf(ordered, url), url).toBe(leaf(site, url));
  });
});
