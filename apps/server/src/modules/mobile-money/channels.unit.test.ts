import { markets, toInternationalMobile } from '@sika/domain';
import { describe, expect, it } from 'vitest';
import { createPaymentProviders, simulatorProvidersConfig } from './adapters.ts';
import { channelsForMarket, defaultChannelFor, matchesChannel, PAYMENT_CHANNELS } from './channels.ts';

describe('payment channels', () => {
  it.each([
    ['0241234567', 'MTN_MM'],
    ['0541234567', 'MTN_MM'],
    ['0551234567', 'MTN_MM'],
    ['0591234567', 'MTN_MM'],
    ['0261234567', 'AIRTELTIGO_MM'],
    ['0271234567', 'AIRTELTIGO_MM'],
    ['0561234567', 'AIRTELTIGO_MM'],
    ['0571234567', 'AIRTELTIGO_MM'],
    ['0201234567', 'VODA_MM'],
    ['0501234567', 'VODA_MM'],
  ])('picks the Ghana channel of %s by prefix: %s', (mobile, channelCode) => {
    expect(defaultChannelFor('GH', mobile)?.channelCode).toBe(channelCode);
  });

  it('falls back to the first channel when no prefix matches', () => {
    expect(defaultChannelFor('GH', '0301234567')?.channelCode).toBe('MTN_MM');
  });

  it('matches only whole 10-digit local numbers', () => {
    const mtn = PAYMENT_CHANNELS[0]!;
    for (const mobile of ['024123456', '02412345678', '241234567', '+233241234567', '0241234a67']) {
      expect(matchesChannel(mtn, mobile)).toBe(false);
    }
  });

  it('serves Kenya with M-Pesa, matching Safaricom numbers including the sandbox test MSISDN', () => {
    expect(channelsForMarket('KE').map((c) => c.channelCode)).toEqual(['MPESA']);
    const mpesa = channelsForMarket('KE')[0]!;
    for (const mobile of ['0708374149', '0712345678', '0722000000', '0799123456', '0110123456']) {
      expect(matchesChannel(mpesa, mobile)).toBe(true);
    }
    expect(matchesChannel(mpesa, '0733123456')).toBe(false); // Airtel Kenya
  });

  it('has patterns that fit the market mobile format, and an adapter for every channel', () => {
    const providers = createPaymentProviders(
      simulatorProvidersConfig({
        paysimUrl: 'http://127.0.0.1:1',
        callbackBaseUrl: 'http://127.0.0.1:2/hooks',
        callbackSecret: 's',
      }),
    );
    for (const channel of PAYMENT_CHANNELS) {
      // Cameroon's numbers have no trunk 0: 6XXXXXXXX; Brazil's start with the area code (packages/domain markets.ts).
      const start = channel.market === 'CM' ? /^\^6/ : channel.market === 'BR' ? /^\^\[1-9\]/ : /^\^0/;
      expect(new RegExp(channel.mobilePattern).source).toMatch(start);
      expect(providers.forChannel(channel.channelCode)?.code).toBe(channel.provider);
    }
    expect(providers.forChannel('BOLETO')).toBeUndefined();
  });

  it.each([
    ['UG', '0771234567', 'MTN_MM'],
    ['UG', '0701234567', 'AIRTEL_MM'],
    ['UG', '0751234567', 'AIRTEL_MM'],
    ['ZM', '0961234567', 'MTN_MM'],
    ['ZM', '0971234567', 'AIRTEL_MM'],
    ['CM', '671234567', 'MTN_MM'],
    ['CM', '691234567', 'ORANGE_MM'],
    ['CM', '655123456', 'ORANGE_MM'],
    ['BR', '11987654321', 'PIX'],
  ])('picks the %s channel of %s by prefix: %s', (market, mobile, channelCode) => {
    expect(defaultChannelFor(market, mobile)?.channelCode).toBe(channelCode);
    expect(new RegExp(markets[market as 'UG'].mobilePattern).test(mobile)).toBe(true);
  });

  it('turns a local number into the MSISDN the adapters take', () => {
    expect(toInternationalMobile(markets.GH, '0241234567')).toBe('233241234567');
    expect(toInternationalMobile(markets.KE, '0708374149')).toBe('254708374149');
    expect(toInternationalMobile(markets.UG, '0701234567')).toBe('256701234567');
    expect(toInternationalMobile(markets.CM, '671234567')).toBe('237671234567');
  });
});
