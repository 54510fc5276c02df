import { readGameBridgeMessage } from '@sika/contract';
import { describe, expect, it } from 'vitest';
import { originOf, readBridgeMessage } from './bridge.ts';

const gamesOrigin = 'http://127.0.0.1:8091';
const fromGames = (data: unknown) => ({ origin: gamesOrigin, data });

const samples: unknown[] = [
  { type: 'sika:ready' },
  { type: 'sika:ready', extra: 'ignored' },
  { type: 'sika:balance', balance: 12_345 },
  { type: 'sika:balance', balance: 0 },
  { type: 'sika:balance', balance: -1 },
  { type: 'sika:balance', balance: 1.5 },
  { type: 'sika:balance', balance: '100' },
  { type: 'sika:balance', balance: Number.MAX_SAFE_INTEGER + 2 },
  { type: 'sika:balance', balance: Number.NaN },
  { type: 'sika:balance' },
  { type: 'sika:insufficient-balance' },
  { type: 'sika:demo-switch-to-real' },
  { type: 'sika:kicked' },
  { type: 'sika:limit-reached', reason: 'loss-limit' },
  { type: 'sika:limit-reached', reason: 'session-limit' },
  { type: 'sika:limit-reached', reason: 'paused' },
  { type: 'sika:limit-reached', reason: 'other' },
  { type: 'sika:limit-reached' },
  { type: 'sika:unknown' },
  { type: 42 },
  {},
  [],
  ['sika:ready'],
  'sika:ready',
  null,
  undefined,
  42,
];

describe('the web reader of the game bridge', () => {
  it.each(samples.map((data) => [JSON.stringify(data) ?? String(data), data]))(
    'reads %s exactly as the contract does',
    (_name, data) => {
      expect(readBridgeMessage(fromGames(data), gamesOrigin)).toEqual(
        readGameBridgeMessage(fromGames(data), gamesOrigin),
      );
    },
  );

  it('keeps the balance in minor units', () => {
    expect(readBridgeMessage(fromGames({ type: 'sika:balance', balance: 2500 }), gamesOrigin)).toEqual({
      type: 'sika:balance',
      balance: 2500,
    });
  });

  it('ignores messages from any other origin, the operator’s own included', () => {
    const message = { type: 'sika:kicked' };
    for (const origin of [
      'http://127.0.0.1:8090',
      'https://127.0.0.1:8091',
      'http://localhost:8091',
      'null',
      '',
    ]) {
      expect(readBridgeMessage({ origin, data: message }, gamesOrigin)).toBeNull();
    }
  });

  it('compares origins, not URLs: a games origin given with a path still matches', () => {
    expect(readBridgeMessage(fromGames({ type: 'sika:ready' }), `${gamesOrigin}/play/dice`)).toEqual({
      type: 'sika:ready',
    });
  });

  it('accepts nothing when the games origin is not an http(s) URL', () => {
    expect(
      readBridgeMessage({ origin: 'null', data: { type: 'sika:ready' } }, 'javascript:alert(1)'),
    ).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf('https://games.example/play?x=1')).toBe('https://games.example');
  });
});
