import { describe, expect, it } from 'vitest';
import { defaultChannelFor } from './default-channel.ts';

const channels = [
  { id: 1, mobilePattern: '^0(24|54|55|59)\\d{7}$' },
  { id: 2, mobilePattern: '^0(26|27|56|57)\\d{7}$' },
  { id: 3, mobilePattern: '^0(20|50)\\d{7}$' },
  { id: 4, mobilePattern: '(' },
];

describe('the default channel (spec core §4)', () => {
  it('is the first whose mobilePattern matches the mobile', () => {
    expect(defaultChannelFor(channels, '0243123454')?.id).toBe(1);
    expect(defaultChannelFor(channels, '0271234567')?.id).toBe(2);
    expect(defaultChannelFor(channels, '0501234567')?.id).toBe(3);
  });

  it('is none for an unknown network, a visitor, or a broken pattern', () => {
    expect(defaultChannelFor(channels, '0311234567')).toBeNull();
    expect(defaultChannelFor(channels, null)).toBeNull();
  });

  it('is the only channel of a market that has one', () => {
    const mpesa = [{ id: 4, mobilePattern: '^07\\d{8}$' }];
    expect(defaultChannelFor(mpesa, null)?.id).toBe(4);
    expect(defaultChannelFor(mpesa, '0243123454')?.id).toBe(4);
  });
});
