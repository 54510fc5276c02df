import { shareChannels } from '@sika/contract';
import { describe, expect, it } from 'vitest';
import { channelsShown, shareHref } from './share-links.ts';

describe('share links', () => {
  it('hides LinkedIn only in the WinSlots share sheet', () => {
    expect(channelsShown('sika', shareChannels)).toEqual([
      'facebook',
      'linkedin',
      'twitter',
      'whatsapp',
      'sms',
    ]);
    expect(channelsShown('winslots', shareChannels)).toEqual(['facebook', 'twitter', 'whatsapp', 'sms']);
  });

  it('carries the invitation link in every channel', () => {
    const url = 'https://sika.example/invitation/ABCD2345/4';
    for (const channel of shareChannels) {
      expect(decodeURIComponent(shareHref(channel, url, 'Join me'))).toContain(url);
    }
  });
});
