import { describe, expect, it } from 'vitest';
import { parseFirstDepositOffer } from './first-deposit-offer.ts';

const advert =
  '/api/account-service/pay-order?payChannel=MTN_MM' +
  '&payItem1=1|4000|2000|/content/icons/deposit-v1.svg' +
  '&payItem2=2|10000|5000|/content/icons/deposit-v1.svg' +
  '&payItem3=3|20000|10000|/content/icons/deposit-v1.svg';

describe('the first-deposit offer link (spec core §2)', () => {
  it('splits each payItem on the bar into itemId, money, payMoney and image', () => {
    const offer = parseFirstDepositOffer(new URL(advert, 'http://x').searchParams);
    expect(offer).toEqual({
      payChannel: 'MTN_MM',
      items: [
        { itemId: 1, money: 4000, payMoney: 2000, image: '/content/icons/deposit-v1.svg' },
        { itemId: 2, money: 10000, payMoney: 5000, image: '/content/icons/deposit-v1.svg' },
        { itemId: 3, money: 20000, payMoney: 10000, image: '/content/icons/deposit-v1.svg' },
      ],
    });
  });

  it('reads at most four items and skips broken ones', () => {
    const query = new URLSearchParams();
    for (let n = 1; n <= 6; n++) query.set(`payItem${n}`, `${n}|${n * 200}|${n * 100}|`);
    query.set('payItem2', 'x|1|1|');
    const offer = parseFirstDepositOffer(query);
    expect(offer?.items.map((item) => item.itemId)).toEqual([1, 3, 4]);
    expect(offer?.payChannel).toBeNull();
  });

  it('keeps only images of our own origin', () => {
    const query = new URLSearchParams({ payItem1: '1|200|100|https://evil.example/a.png' });
    expect(parseFirstDepositOffer(query)?.items[0]?.image).toBeNull();
    query.set('payItem1', '1|200|100|//evil.example/a.png');
    expect(parseFirstDepositOffer(query)?.items[0]?.image).toBeNull();
  });

  it('is nothing without a valid item', () => {
    expect(parseFirstDepositOffer(new URLSearchParams({ payChannel: 'MTN_MM' }))).toBeNull();
  });
});
