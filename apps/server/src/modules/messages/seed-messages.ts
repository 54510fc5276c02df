import type { ServerContext } from '../../context.ts';
import { seedOnce } from '../content/index.ts';
import { insertNoticePopup } from './notice-popup-repository.ts';
import { insertSystemMessage } from './system-message-repository.ts';

const DAY_MS = 86_400_000;

/** Ghana's demo broadcasts and one notice popup, seeded once per database. */
export async function seedMessages(ctx: ServerContext): Promise<void> {
  const market = ctx.market.code;
  if (market !== 'GH') return;
  const now = ctx.now();
  const seeded = await seedOnce(ctx.db, `messages-${market}-v1`, async (tx) => {
    await insertSystemMessage(tx, {
      market,
      title: {
        en: 'Withdrawals to Telecel Cash',
        fr: 'Retraits vers Telecel Cash',
        pt: 'Levantamentos para Telecel Cash',
      },
      content: {
        en: 'You can now withdraw to Telecel Cash as well as MTN MoMo and AirtelTigo Money. Withdrawals from ₵5.00 are usually paid within 5 minutes.',
        fr: 'Vous pouvez désormais retirer vers Telecel Cash, en plus de MTN MoMo et AirtelTigo Money. Les retraits dès 5,00 ₵ sont en général payés en 5 minutes.',
        pt: 'Já pode levantar para Telecel Cash, além de MTN MoMo e AirtelTigo Money. Levantamentos a partir de ₵5,00 são normalmente pagos em 5 minutos.',
      },
      url: '/withdraw',
      audience: 'all',
      publishedAt: new Date(now.getTime() - 2 * DAY_MS),
      expiresAt: null,
    });
    await insertSystemMessage(tx, {
      market,
      title: {
        en: 'Lucky Refund: ₵10,000.00 jackpot',
        fr: 'Lucky Refund : jackpot de 10 000,00 ₵',
        pt: 'Lucky Refund: jackpot de ₵10.000,00',
      },
      content: {
        en: 'This Saturday’s Lucky Refund draw at 9pm has a ₵10,000.00 jackpot. Codes that do not win can be refunded as coins.',
        fr: 'Le tirage Lucky Refund de samedi à 21 h offre un jackpot de 10 000,00 ₵. Les codes perdants sont remboursables en pièces.',
        pt: 'O sorteio Lucky Refund de sábado às 21h tem um jackpot de ₵10.000,00. Os códigos não premiados podem ser reembolsados em moedas.',
      },
      url: '/activities/lucky-refund/index',
      audience: 'all',
      publishedAt: now,
      expiresAt: new Date(now.getTime() + 30 * DAY_MS),
    });
    await insertNoticePopup(tx, {
      market,
      playerId: null,
      type: 4,
      message: {
        en: 'Cash Rain starts at 20:00!',
        fr: 'La pluie de cash commence à 20 h !',
        pt: 'A chuva de dinheiro começa às 20:00!',
      },
      title: { en: 'Cash Rain', fr: 'Pluie de cash', pt: 'Chuva de dinheiro' },
      content: {
        en: 'Be in the lobby at 20:00 and catch as many drops as you can in 15 seconds.',
        fr: 'Soyez dans le lobby à 20 h et attrapez un maximum de gouttes en 15 secondes.',
        pt: 'Esteja no lobby às 20:00 e apanhe o máximo de gotas em 15 segundos.',
      },
      img: '/content/icons/cash-rain-v1.svg',
      url: '/home?cashRain=1',
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * DAY_MS),
    });
  });
  if (seeded) ctx.log.info({ market }, 'demo messages seeded');
}
