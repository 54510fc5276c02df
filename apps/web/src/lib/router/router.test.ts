import { describe, expect, it } from 'vitest';
import { routeTable } from '../../app/routes.ts';
import { createPath, matchRoutes, parsePath } from './index.ts';

const table = routeTable.map((route) => ({ path: route.path, name: route.name }));
const nameAt = (pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route.name ?? null;

describe('the app router matches as react-router did', () => {
  it('ranks a static segment above a parameter, whatever the order of the table', () => {
    expect(nameAt('/mall/cart')).toBe('mall-cart');
    expect(
      matchRoutes([{ path: '/mall/:type' }, { path: '/mall/cart' }], '/mall/cart')?.[0]?.route.path,
    ).toBe('/mall/cart');
    expect(matchRoutes([{ path: '/mall/:type' }, { path: '/mall/cart' }], '/mall/toys')?.[0]?.params).toEqual(
      {
        type: 'toys',
      },
    );
  });

  it('reads parameters, decoded, and takes an optional segment as present or absent', () => {
    const match = matchRoutes(table, '/activities/register/AB%20C/sms')?.at(-1);
    expect(match?.params).toEqual({ code: 'AB C', channel: 'sms' });
    expect(nameAt('/authentication/sms')).toBe('authentication-sms');
    expect(matchRoutes(table, '/authentication/sms/xyz')?.at(-1)?.params).toEqual({ data: 'xyz' });
  });

  it('ignores case and a trailing slash, and matches nothing for an unknown path', () => {
    expect(nameAt('/HOME')).toBe('home');
    expect(nameAt('/home/')).toBe('home');
    expect(nameAt('/nowhere')).toBeNull();
    expect(nameAt('/home/extra')).toBeNull();
  });

  it('matches nested routes outermost first, a pathless layout through its children, * last', () => {
    const routes = [
      {
        id: 'shell',
        children: [
          { id: 'home', path: '/home' },
          { id: 'any', path: '*' },
        ],
      },
    ] as { id: string; path?: string; children?: { id: string; path: string }[] }[];
    expect(matchRoutes(routes, '/home')?.map((m) => (m.route as { id: string }).id)).toEqual([
      'shell',
      'home',
    ]);
    expect(matchRoutes(routes, '/x/y')?.map((m) => (m.route as { id: string }).id)).toEqual(['shell', 'any']);
  });

  it('splits and joins paths', () => {
    expect(parsePath('/a/b?c=1#d')).toEqual({ pathname: '/a/b', search: '?c=1', hash: '#d' });
    expect(createPath({ pathname: '/a', search: 'c=1', hash: '' })).toBe('/a?c=1');
  });
});
