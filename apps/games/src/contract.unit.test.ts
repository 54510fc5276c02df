import {
  buildGameLaunchUrl,
  readGameBridgeMessage,
  walletRequestSchemas,
  walletResponseSchemas,
  walletSignaturePayload,
} from '@sika/contract';
import { describe, expect, it } from 'vitest';
import { signWalletBody } from './wallet-client.ts';

describe('the seamless-wallet contract', () => {
  it('signs hex(HMAC_SHA256(secret, timestamp + "." + rawBody))', () => {
    expect(walletSignaturePayload('1700000000000', '{"a":1}')).toBe('1700000000000.{"a":1}');
    // Computed independently: printf '1700000000000.{"a":1}' | openssl dgst -sha256 -hmac secret-0123456789abcdef
    expect(signWalletBody('secret-0123456789abcdef', '1700000000000', '{"a":1}')).toBe(
      'd73380d5ffdb51d092cbd3352f423af0243d78efd07942f14745dd7722236f9a',
    );
  });

  it('takes integer minor units only, and a positive bet', () => {
    const bet = {
      txId: 'r1-bet',
      roundId: 'r1',
      sessionToken: 's'.repeat(20),
      playerId: 'p1',
      gameCode: 'dice',
      amount: 100,
      currency: 'GHS',
    };
    expect(walletRequestSchemas.bet.safeParse(bet).success).toBe(true);
    expect(walletRequestSchemas.bet.safeParse({ ...bet, amount: 1.5 }).success).toBe(false);
    expect(walletRequestSchemas.bet.safeParse({ ...bet, amount: 0 }).success).toBe(false);
    expect(walletRequestSchemas.bet.safeParse({ ...bet, amount: '100' }).success).toBe(false);
    expect(walletRequestSchemas.bet.safeParse({ ...bet, extra: true }).success).toBe(false);
  });

  it('lets wins and rollbacks through without a session token', () => {
    const win = {
      txId: 'r1-win',
      roundId: 'r1',
      betTxId: 'r1-bet',
      playerId: 'p1',
      gameCode: 'dice',
      amount: 0,
      currency: 'GHS',
      roundClosed: true,
    };
    expect(walletRequestSchemas.win.safeParse(win).success).toBe(true);
    const rollback = {
      txId: 'r1-bet-rb',
      roundId: 'r1',
      originalTxId: 'r1-bet',
      playerId: 'p1',
      gameCode: 'dice',
    };
    expect(walletRequestSchemas.rollback.safeParse(rollback).success).toBe(true);
  });

  it('requires the balance with INSUFFICIENT_FUNDS', () => {
    expect(
      walletResponseSchemas.bet.safeParse({ status: 'INSUFFICIENT_FUNDS', balance: 50, currency: 'GHS' })
        .success,
    ).toBe(true);
    expect(walletResponseSchemas.bet.safeParse({ status: 'INSUFFICIENT_FUNDS' }).success).toBe(false);
    expect(walletResponseSchemas.bet.safeParse({ status: 'TX_ROLLED_BACK' }).success).toBe(true);
    expect(walletResponseSchemas.bet.safeParse({ status: 'DUPLICATE' }).success).toBe(false);
  });
});

describe('the game bridge contract', () => {
  it('builds the launch URL with the lobby as an origin', () => {
    const url = buildGameLaunchUrl({
      gamesOrigin: 'https://games.sika.example',
      gameCode: 'kente-gold',
      mode: 'real',
      lang: 'fr',
      lobbyOrigin: 'https://sika.example/casino/real/101',
      launchToken: 'launch-token-0123456789',
    });
    expect(url).toBe(
      'https://games.sika.example/play/kente-gold?launch=launch-token-0123456789&mode=real&lang=fr&lobby=https%3A%2F%2Fsika.example',
    );
  });

  it('accepts only well-formed messages from the games origin', () => {
    const games = 'https://games.sika.example';
    expect(
      readGameBridgeMessage({ origin: games, data: { type: 'sika:balance', balance: 1234 } }, games),
    ).toEqual({
      type: 'sika:balance',
      balance: 1234,
    });
    expect(
      readGameBridgeMessage({ origin: 'https://evil.example', data: { type: 'sika:kicked' } }, games),
    ).toBeNull();
    expect(
      readGameBridgeMessage({ origin: games, data: { type: 'sika:balance', balance: 1.5 } }, games),
    ).toBeNull();
    expect(readGameBridgeMessage({ origin: games, data: 'sika:kicked' }, games)).toBeNull();
  });
});
