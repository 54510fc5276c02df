import type { ServerContext } from '../../context.ts';
import { seedOnce } from '../content/index.ts';
import { insertNoticePopup } from './notice-popup-repository.ts';
import { insertSystemMessage } from './system-message-repository.ts';

const DAY_MS = 86_400_000;

/** Kenya's demo broadcast (issue 20), seeded once per database. */
async function seedKenyaMessages(ctx: ServerContext): Promise<void> {
  const now = ctx.now();
  await seedOnce(ctx.db, 'messages-KE-v1', async (tx) => {
    await insertSystemMessage(tx, {
      market: 'KE',
      title: { en: 'Withdraw to M-Pesa' },
      content: {
        en: 'Withdrawals from KSh 10 go to your registered M-Pesa number, usually within 5 minutes. A 2% fee and the 5% withholding tax are shown before you confirm.',
      },
      url: '/withdraw',
      audience: 'all',
      publishedAt: new Date(now.getTime() - DAY_MS),
      expiresAt: null,
    });
  });
}

/** Ghana's demo broadcasts and one notice popup, seeded once per database. */
export async function seedMessages(ctx: ServerContext): Promise<void> {
  const market = ctx.market.code;
  if (market === 'KE') return seedKenyaMessages(ctx);
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
        en: 'Diamonds are here',
        fr: 'Les diamants sont arrivés',
        pt: 'Chegaram os diamantes',
      },
      content: {
        en: 'Finish the diamond tasks to collect diamonds, spin them on the diamond wheel or exchange 100 diamonds for ₵1.00.',
        fr: 'Terminez les missions pour gagner des diamants, tournez la roue diamants ou échangez 100 diamants contre 1,00 ₵.',
        pt: 'Conclua as tarefas para ganhar diamantes, gire a roleta diamante ou troque 100 diamantes por ₵1,00.',
      },
      url: '/diamond/tasks',
      audience: 'all',
      publishedAt: now,
      expiresAt: new Date(now.getTime() + 30 * DAY_MS),
    });
    await insertNoticePopup(tx, {
      market,
      playerId: null,
      type: 4,
      message: {
        en: 'Your free coin spin is waiting!',
        fr: 'Votre tour de roue gratuit vous attend !',
        pt: 'O seu giro grátis está à espera!',
      },
      title: { en: 'Coin Spin', fr: 'Roue des pièces', pt: 'Roleta de moedas' },
      content: {
        en: 'Sign in today and spin the coin wheel once for free: cash, coins and diamonds to win.',
        fr: 'Connectez-vous aujourd’hui et tournez la roue une fois gratuitement : espèces, pièces et diamants à gagner.',
        pt: 'Entre hoje e gire a roleta uma vez grátis: dinheiro, moedas e diamantes para ganhar.',
      },
      img: '/content/icons/spin-v1.svg',
      url: '/games/coin-spin/1',
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * DAY_MS),
    });
  });
  if (seeded) ctx.log.info({ market }, 'demo messages seeded');
}
