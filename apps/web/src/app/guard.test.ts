import { describe, expect, it } from 'vitest';
import { guardDecision, loginRequiredTarget, requiresLogin, shellRedirect } from './guard.ts';
import { type RouteDef, routeTable } from './routes.ts';

const route = (path: string): RouteDef => {
  const found = routeTable.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('the route table', () => {
  it('declares every path and name once', () => {
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
  });

  it('has the five tabs in the order of the tab bar', () => {
    expect(routeTable.filter((r) => r.tab).map((r) => r.path)).toEqual([
      '/home',
      '/deposit',
      '/promotion',
      '/withdraw',
      '/me',
    ]);
  });

  it('marks the auth routes of spec core §2 and activities §2', () => {
    const auth = [
      '/authentication/branch',
      '/password/modify',
      '/me/settings',
      '/account/transaction/:id',
      '/me/game-records',
      '/member/messages',
      '/system/messages',
      '/account/withdraw',
      '/account/withdraw-preview',
      '/account/records/deposit',
      '/account/records/withdraw',
      '/feedback/timeline/:id',
      '/feedback/deposit/:id',
      '/subscriber/cashBack',
      '/subscriber/memberCenter',
      '/subscriber/memberCenter/records',
      '/mall/detail/:id',
      '/mall/cart',
      '/games/coin-spin/:id',
      '/diamond/spin',
      '/diamond/tasks',
      '/diamond/exchange',
      '/activities/refer-detail/:id',
      '/activities/invite/:id/:action',
    ];
    for (const path of auth) expect(requiresLogin(route(path), {}), path).toBe(true);
    for (const path of ['/home', '/me', '/login', '/register', '/mall', '/supports', '/me/faq']) {
      expect(requiresLogin(route(path), {}), path).toBe(false);
    }
  });

  it('needs login for real play only, not for demo play', () => {
    expect(requiresLogin(route('/casino/:mode/:id'), { mode: 'launch', id: '7' })).toBe(true);
    expect(requiresLogin(route('/casino/:mode/:id'), { mode: 'demo', id: '7' })).toBe(false);
  });

  it('scrolls to the top on the pages the spec names', () => {
    const names = routeTable.filter((r) => r.scrollToTop).map((r) => r.name);
    expect(names.sort()).toEqual([
      'deposit',
      'home',
      'lottery',
      'mall-center',
      'me',
      'promotion',
      'withdraw',
    ]);
  });
});

describe('the route guard', () => {
  it('lets a player with a token through and stops a visitor at an auth route', () => {
    expect(guardDecision(route('/password/modify'), {}, true, 'sika')).toBe('allow');
    expect(guardDecision(route('/password/modify'), {}, false, 'sika')).toBe('login-required');
    expect(guardDecision(route('/me'), {}, false, 'sika')).toBe('allow');
  });

  it("sends another theme's route home", () => {
    expect(guardDecision(route('/system/messages'), {}, true, 'winslots')).toBe('home');
    expect(guardDecision(route('/categories/:id/games'), { id: '1' }, false, 'sika')).toBe('home');
    expect(guardDecision(route('/categories/:id/games'), { id: '1' }, false, 'winslots')).toBe('allow');
  });

  it('on confirm goes to /login with r, otherwise replaces the navigation with login', () => {
    expect(loginRequiredTarget('/me/settings', true)).toEqual({
      to: '/login?r=%2Fme%2Fsettings',
      replace: true,
    });
    expect(loginRequiredTarget('/me/settings', false)).toEqual({ to: '/login', replace: true });
  });

  it('redirects a shell page with ?r= to that path, only inside the app', () => {
    expect(shellRedirect(route('/home'), '/home', '?r=/deposit')).toBe('/deposit');
    expect(shellRedirect(route('/home'), '/home', '?r=https://evil.example')).toBeNull();
    expect(shellRedirect(route('/home'), '/home', '?r=/home')).toBeNull();
    expect(shellRedirect(route('/login'), '/login', '?r=/me')).toBeNull();
  });
});
