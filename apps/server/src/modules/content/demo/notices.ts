import type { NewNotice } from '../seed-repository.ts';

const img = (name: string) => `/content/notices/${name}-v1.svg`;
const HOUR_MS = 3_600_000;

/** The home screen's scrolling notices: announcements an operator writes (newest first within a sort). */
export function demoNotices(now: Date): NewNotice[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  return [
    {
      img: img('trophy'),
      title: { en: 'New: Diamond Spin', fr: 'Nouveau : la roue diamants', pt: 'Novo: Roleta diamante' },
      content: {
        en: 'Collect diamonds with the diamond tasks, then spin them for cash and coins. Every spin can be verified.',
        fr: 'Gagnez des diamants avec les missions, puis tournez-les en espèces et en pièces. Chaque tour est vérifiable.',
        pt: 'Ganhe diamantes com as tarefas e gire-os por dinheiro e moedas. Cada giro pode ser verificado.',
      },
      url: '/diamond/spin',
      publishedAt: ago(2),
    },
    {
      img: img('megaphone'),
      title: { en: 'Cash Rain today', fr: 'Pluie de cash aujourd’hui', pt: 'Chuva de dinheiro hoje' },
      content: {
        en: 'Cash Rain opens at 12:00 and 20:00 (Accra time) for 30 minutes: tap the drops for one gift per rain, up to ₵100.00. Make a deposit first to join.',
        fr: 'La pluie de cash s’ouvre à 12:00 et 20:00 (heure d’Accra) pendant 30 minutes : touchez les gouttes, un cadeau par pluie, jusqu’à 100,00 ₵. Faites d’abord un dépôt pour participer.',
        pt: 'A Chuva de dinheiro abre às 12:00 e 20:00 (horário de Acra) por 30 minutos: toque nas gotas, um prêmio por chuva, até ₵100,00. Faça um depósito antes para participar.',
      },
      url: '/home?cashRain=1',
      publishedAt: ago(3),
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
        en: 'Sign in every day',
        fr: 'Connectez-vous chaque jour',
        pt: 'Entre todos os dias',
      },
      content: {
        en: 'Sign in 7 days in a row for coins every day and ₵5.00 on day 7, plus a free coin spin each day.',
        fr: 'Connectez-vous 7 jours de suite : des pièces chaque jour, 5,00 ₵ le 7e jour et un tour de roue gratuit.',
        pt: 'Entre 7 dias seguidos: moedas todos os dias, ₵5,00 no 7.º dia e um giro grátis por dia.',
      },
      url: '/home?dailyBonus=1',
      publishedAt: ago(48),
    },
  ];
}
