import type { NewRule } from '../seed-repository.ts';

/** The rule dialog's texts by activity. Types without a text here answer 5005 “rule missing”. */
export const demoRules: NewRule[] = [
  {
    ruleType: 'daily-bonus',
    title: { en: 'Daily sign-in', fr: 'Connexion quotidienne', pt: 'Entrada diária' },
    content: {
      en: 'Sign in once a day for 7 days in a row to collect a bigger bonus each day. Missing a day starts the week again. Bonuses are coins and must be played through once.',
      fr: 'Connectez-vous une fois par jour 7 jours de suite pour un bonus plus grand chaque jour. Un jour manqué relance la semaine. Les bonus sont des pièces à miser une fois.',
      pt: 'Entre uma vez por dia durante 7 dias seguidos para um bónus maior a cada dia. Falhar um dia recomeça a semana. Os bónus são moedas a apostar uma vez.',
    },
  },
  {
    ruleType: 'cash-rain',
    title: { en: 'Cash Rain', fr: 'Pluie de cash', pt: 'Chuva de dinheiro' },
    content: {
      en: 'Cash Rain opens every day at 12:00 and 20:00 for 30 minutes. Tap as many drops as you can in 15 seconds; one gift per opening, up to ₵100.00. Make a deposit first to join.',
      fr: 'La pluie de cash s’ouvre chaque jour à 12 h et à 20 h pendant 30 minutes. Touchez un maximum de gouttes en 15 secondes ; un cadeau par ouverture, jusqu’à 100,00 ₵. Faites d’abord un dépôt pour participer.',
      pt: 'A Chuva de Dinheiro abre todo dia às 12h e às 20h por 30 minutos. Toque no máximo de gotas em 15 segundos; um prêmio por abertura, até ₵100,00. Faça um depósito antes para participar.',
    },
  },
  {
    ruleType: 'lucky-refund',
    title: { en: 'Lucky Refund', fr: 'Lucky Refund', pt: 'Lucky Refund' },
    content: {
      en: 'Buy codes during the week; the draw is every Saturday at 9pm and its result can be checked by anyone. Winning codes share the jackpot; other codes can be refunded as coins.',
      fr: 'Achetez des codes pendant la semaine ; le tirage a lieu chaque samedi à 21 h et se vérifie par tous. Les codes gagnants partagent le jackpot ; les autres sont remboursables en pièces.',
      pt: 'Compre códigos durante a semana; o sorteio é todos os sábados às 21h e qualquer pessoa o pode verificar. Os códigos vencedores dividem o jackpot; os outros são reembolsáveis em moedas.',
    },
  },
  {
    ruleType: 'cash-back',
    title: { en: 'Weekly cash back', fr: 'Cash back hebdomadaire', pt: 'Cash back semanal' },
    content: {
      en: 'Cash back is a share of your net losses from Monday to Sunday, by VIP level, up to ₵300.00 a week. Claim it from Monday 06:00 to Sunday 23:59.',
      fr: 'Le cash back est une part de vos pertes nettes du lundi au dimanche, selon votre niveau VIP, jusqu’à 300,00 ₵ par semaine. À réclamer du lundi 6 h au dimanche 23 h 59.',
      pt: 'O cash back é uma parte das suas perdas líquidas de segunda a domingo, segundo o nível VIP, até ₵300,00 por semana. Reclame de segunda às 06:00 a domingo às 23:59.',
    },
  },
  {
    ruleType: 'collect-cards',
    title: { en: 'Collect the cards', fr: 'Collection de cartes', pt: 'Colecionar cartas' },
    content: {
      en: 'Each deposit of ₵20.00 or more gives a spin of the card wheel, and one spin a day is free. Collect all eight cards to share the ₵20,000.00 prize pool when the event ends.',
      fr: 'Chaque dépôt de 20,00 ₵ ou plus donne un tour de roue, et un tour par jour est gratuit. Réunissez les huit cartes pour partager 20 000,00 ₵ à la fin de l’événement.',
      pt: 'Cada depósito de ₵20,00 ou mais dá uma volta na roda e há uma volta grátis por dia. Junte as oito cartas para dividir ₵20.000,00 no fim do evento.',
    },
  },
  {
    ruleType: 'vip',
    title: { en: 'VIP levels', fr: 'Niveaux VIP', pt: 'Níveis VIP' },
    content: {
      en: 'Every ₵1.00 you bet earns 1 point. Your level (V1 Beginner to V10 Legend) follows your points over the year and is reassessed each year; higher levels get more cash back and privileges.',
      fr: 'Chaque 1,00 ₵ misé rapporte 1 point. Votre niveau (V1 à V10) suit vos points sur l’année et est réévalué chaque année ; plus il est haut, plus de cash back et d’avantages.',
      pt: 'Cada ₵1,00 apostado dá 1 ponto. O nível (V1 a V10) segue os pontos do ano e é reavaliado todos os anos; níveis mais altos têm mais cash back e privilégios.',
    },
  },
];
