import type { NewNotice } from '../seed-repository.ts';

const img = (name: string) => `/content/notices/${name}-v1.svg`;
const HOUR_MS = 3_600_000;

/** The home screen's scrolling notices: announcements an operator writes (newest first within a sort). */
export function demoNotices(now: Date): NewNotice[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  return [
    {
      img: img('trophy'),
      title: { en: 'Lucky Refund jackpot', fr: 'Jackpot Lucky Refund', pt: 'Jackpot Lucky Refund' },
      content: {
        en: 'This Saturday’s Lucky Refund jackpot has reached ₵10,000.00. Draw at 9pm.',
        fr: 'Le jackpot Lucky Refund de ce samedi atteint 10 000,00 ₵. Tirage à 21 h.',
        pt: 'O jackpot Lucky Refund deste sábado chegou a ₵10.000,00. Sorteio às 21h.',
      },
      url: '/activities/lucky-refund/index',
      publishedAt: ago(2),
    },
    {
      img: img('phone'),
      title: {
        en: 'Telecel Cash is back',
        fr: 'Telecel Cash est de retour',
        pt: 'Telecel Cash está de volta',
      },
      content: {
        en: 'Telecel Cash deposits and withdrawals work again after this morning’s maintenance.',
        fr: 'Les dépôts et retraits Telecel Cash fonctionnent de nouveau après la maintenance de ce matin.',
        pt: 'Os depósitos e levantamentos Telecel Cash voltaram a funcionar após a manutenção desta manhã.',
      },
      url: '/deposit',
      publishedAt: ago(5),
    },
    {
      img: img('shield'),
      title: { en: 'Keep your PIN safe', fr: 'Protégez votre code', pt: 'Proteja o seu PIN' },
      content: {
        en: 'Sika will never call you to ask for your MoMo PIN or an SMS code. Do not share them with anyone.',
        fr: 'Sika ne vous appellera jamais pour demander votre code MoMo ou un code SMS. Ne les partagez avec personne.',
        pt: 'A Sika nunca lhe ligará a pedir o PIN MoMo ou um código SMS. Não os partilhe com ninguém.',
      },
      url: '/me/faq',
      publishedAt: ago(30),
    },
    {
      img: img('megaphone'),
      title: {
        en: 'Cash Rain twice a day',
        fr: 'Pluie de cash deux fois par jour',
        pt: 'Chuva de dinheiro duas vezes por dia',
      },
      content: {
        en: 'Catch the falling coins at 12:00 and 20:00 every day and win up to ₵100.00.',
        fr: 'Attrapez les pièces à 12 h et 20 h chaque jour et gagnez jusqu’à 100,00 ₵.',
        pt: 'Apanhe as moedas às 12:00 e às 20:00 todos os dias e ganhe até ₵100,00.',
      },
      url: '/home?cashRain=1',
      publishedAt: ago(48),
    },
  ];
}
