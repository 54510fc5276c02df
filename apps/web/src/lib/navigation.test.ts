import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  isAuthFlowPath,
  loginPath,
  previousPath,
  rememberLocation,
  safeRedirectPath,
} from './navigation.ts';

describe('redirect targets', () => {
  it('follows only paths inside the app', () => {
    expect(safeRedirectPath('/password/modify')).toBe('/password/modify');
    expect(safeRedirectPath('/me?tab=1')).toBe('/me?tab=1');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'me',
      '',
      null,
      '/\t/evil',
    ]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });

  it('goes to r, else the previous page, else home (spec core §2 Login)', () => {
    expect(afterLoginPath('/password/modify', '/me')).toBe('/password/modify');
    expect(afterLoginPath(null, '/me')).toBe('/me');
    expect(afterLoginPath('https://evil.example', '/deposit')).toBe('/deposit');
    expect(afterLoginPath(null, null)).toBe('/home');
    expect(afterLoginPath('/register', '/login')).toBe('/home');
  });

  it('builds /login?r= for a wanted page, and plain /login for the login flow itself', () => {
    expect(loginPath('/me/settings')).toBe('/login?r=%2Fme%2Fsettings');
    expect(loginPath('/register')).toBe('/login');
    expect(loginPath(undefined)).toBe('/login');
  });

  it('remembers the page before the login flow began', () => {
    rememberLocation('/home');
    rememberLocation('/me');
    rememberLocation('/register');
    rememberLocation('/login');
    expect(previousPath()).toBe('/me');
    expect(isAuthFlowPath('/authentication/sms/0244123456')).toBe(true);
    expect(isAuthFlowPath('/password/modify')).toBe(false);
  });
});
