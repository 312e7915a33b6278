import {describe, expect, it} from 'vitest';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {prefixRoutesFirst} from '../../src/client/routeOrder';

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
