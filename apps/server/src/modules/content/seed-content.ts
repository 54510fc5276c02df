import type { ServerContext } from '../../context.ts';
import { demoAdverts } from './demo/adverts.ts';
import {
  brazilAdverts,
  brazilFaq,
  brazilMenus,
  brazilNotices,
  brazilPages,
  brazilRules,
} from './demo/brazil.ts';
import {
  cameroonAdverts,
  cameroonFaq,
  cameroonNotices,
  cameroonPages,
  cameroonRules,
} from './demo/cameroon.ts';
import { demoFaq } from './demo/faq.ts';
import { kenyaAdverts, kenyaFaq, kenyaNotices, kenyaPages, kenyaRules } from './demo/kenya.ts';
import { demoMenus, demoMenusWithout } from './demo/menus.ts';
import { nigeriaAdverts, nigeriaFaq, nigeriaNotices, nigeriaPages, nigeriaRules } from './demo/nigeria.ts';
import { demoNotices } from './demo/notices.ts';
import { demoPages } from './demo/pages.ts';
import { demoRules } from './demo/rules.ts';
import { ugandaLobby } from './demo/uganda.ts';
import { zambiaLobby } from './demo/zambia.ts';
import {
  insertAdverts,
  insertAppVersion,
  insertFaq,
  insertMenu,
  insertNotices,
  insertPages,
  insertRules,
  type NewAdvert,
  type NewFaqEntry,
  type NewNotice,
  type NewPage,
  type NewRule,
  seedOnce,
} from './seed-repository.ts';

interface MarketLobby {
  adverts(now: Date): NewAdvert[];
  notices(now: Date): NewNotice[];
  pages: NewPage[];
  faq: NewFaqEntry[];
  rules: NewRule[];
}

/**
 * The lobbies of the markets after Ghana (issue 20), each in its language and money. Their menus are
 * Ghana's without the VIP pages and the cash rain, which only Ghana has configured (seed-vip.ts,
 * seed-cash-rain.ts).
 */
const MARKET_LOBBIES: Partial<Record<string, MarketLobby>> = {
  KE: {
    adverts: kenyaAdverts,
    notices: kenyaNotices,
    pages: kenyaPages,
    faq: kenyaFaq,
    rules: kenyaRules,
  },
  UG: ugandaLobby,
  NG: {
    adverts: nigeriaAdverts,
    notices: nigeriaNotices,
    pages: nigeriaPages,
    faq: nigeriaFaq,
    rules: nigeriaRules,
  },
  ZM: zambiaLobby,
  CM: {
    adverts: cameroonAdverts,
    notices: cameroonNotices,
    pages: cameroonPages,
    faq: cameroonFaq,
    rules: cameroonRules,
  },
};

async function seedMarketLobby(ctx: ServerContext, market: string, lobby: MarketLobby): Promise<void> {
  const now = ctx.now();
  const notConfigured = new Set(['/subscriber/memberCenter', '/subscriber/cashBack', '/home?cashRain=1']);
  const seeded = await seedOnce(ctx.db, `content-${market}-v1`, async (tx) => {
    await insertAdverts(tx, market, lobby.adverts(now));
    for (const menu of demoMenusWithout(notConfigured)) await insertMenu(tx, market, menu.menuId, menu.items);
    await insertNotices(tx, market, lobby.notices(now));
    await insertPages(tx, market, lobby.pages);
    await insertFaq(tx, market, lobby.faq);
    await insertRules(tx, market, lobby.rules);
  });
  if (seeded) ctx.log.info({ market }, 'demo content seeded');
}

/** Brazil's lobby (issue 20), in Brazilian Portuguese. */
async function seedBrazilContent(ctx: ServerContext): Promise<void> {
  const now = ctx.now();
  const seeded = await seedOnce(ctx.db, 'content-BR-v1', async (tx) => {
    await insertAdverts(tx, 'BR', brazilAdverts(now));
    for (const menu of brazilMenus()) await insertMenu(tx, 'BR', menu.menuId, menu.items);
    await insertNotices(tx, 'BR', brazilNotices(now));
    await insertPages(tx, 'BR', brazilPages);
    await insertFaq(tx, 'BR', brazilFaq);
    await insertRules(tx, 'BR', brazilRules);
  });
  if (seeded) ctx.log.info({ market: 'BR' }, 'demo content seeded');
}

/** The market's demo lobby content, seeded once per database (idempotent; see seedOnce). */
export async function seedContent(ctx: ServerContext): Promise<void> {
  const market = ctx.market.code;
  const lobby = MARKET_LOBBIES[market];
  if (lobby) return seedMarketLobby(ctx, market, lobby);
  if (market === 'BR') return seedBrazilContent(ctx);
  if (market !== 'GH') {
    ctx.log.warn({ market }, 'no demo content for this market');
    return;
  }
  const now = ctx.now();
  const seeded = await seedOnce(ctx.db, `content-${market}-v1`, async (tx) => {
    await insertAdverts(tx, market, demoAdverts(now));
    for (const menu of demoMenus) await insertMenu(tx, market, menu.menuId, menu.items);
    await insertNotices(tx, market, demoNotices(now));
    await insertPages(tx, market, demoPages);
    await insertFaq(tx, market, demoFaq);
    await insertRules(tx, market, demoRules);
    await insertAppVersion(tx, market, {
      platform: 'android',
      version: '1.4.2',
      versionCode: 142,
      // No Android package is built for the demo: the banner leads to the install-to-home-screen page.
      apkUrl: '/pages/h5/3007',
      imgUrl: {
        en: '/content/app/download-banner-v1.svg',
        fr: '/content/app/download-banner-fr-v1.svg',
        pt: '/content/app/download-banner-pt-v1.svg',
      },
      force: false,
      notes: {
        en: 'Faster lobby, lower data use, Telecel Cash withdrawals.',
        fr: 'Lobby plus rapide, moins de données, retraits Telecel Cash.',
        pt: 'Lobby mais rápido, menos dados, levantamentos Telecel Cash.',
      },
      releasedAt: new Date(now.getTime() - 7 * 86_400_000),
    });
  });
  if (seeded) ctx.log.info({ market }, 'demo content seeded');
}
