import type { AuthResult, appInfo as appInfoCall, CallData, Profile } from '@sika/contract';

/** What a Ghana deployment answers to GET /api/app/info. */
export const ghanaAppInfo: CallData<typeof appInfoCall> = {
  market: 'GH',
  currency: 'GHS',
  currencySymbol: '₵',
  mobileLength: 10,
  countryCode: '233',
  mobilePattern: '^0\\d{9}$',
  smsCodeEnabled: false,
  gamesOrigin: 'http://games.sika.test',
  coinDecimals: true,
  termsVersion: '2026-11-23',
  saveData: false,
};

/** A player as the server describes one, with what a test cares about overridden. */
export function profileOf(overrides: Partial<Profile> = {}): Profile {
  return {
    uid: '100001',
    mobile: '0241234567',
    money: 0,
    withdrawMoney: 0,
    bonusMoney: 0,
    diamond: 0,
    levelId: 0,
    score: 0,
    hasPinCode: false,
    guid: null,
    inviteCode: 'ABC123',
    nickName: null,
    img: null,
    dateOfBirth: null,
    gender: null,
    region: null,
    state: null,
    address: null,
    firstName: null,
    lastName: null,
    mobileChangeable: true,
    currency: 'GHS',
    registerTime: '2026-01-01T00:00:00.000Z',
    pause: null,
    ...overrides,
  };
}

export function loggedIn(profile: Profile = profileOf()): AuthResult {
  return { memberInfo: profile, token: 'token-of-the-test-player' };
}
