import { OPTION_TYPE } from '@sika/contract';
import type { NewOption } from '../option-repository.ts';

/**
 * Ghana's demo options (every type of spec core §3). Amounts are minor units (pesewas: 100 = ₵1.00).
 * Contact details, the licence number and the company are demo values: the .example e-mail domain, the
 * 000 numbers and the DEMO licence number make that plain on screen.
 */
export function ghanaOptions(): NewOption[] {
  return [
    // money = floor(coins × 100 / config): with 100, one coin is one pesewa, so the amount a player types
    // is the same number as the balance in minor units and "balance ≥ coins" holds as the spec states it.
    { type: OPTION_TYPE.WITHDRAW_CONFIG, name: 'withdraw config: coins per ₵1.00', content: '100' },
    // min:max:daily-count, minor units: ₵5.00 to ₵10,000.00 per withdrawal; 0 = no daily count limit.
    {
      type: OPTION_TYPE.WITHDRAW_LIMIT,
      name: 'withdraw limit min:max:daily count (pesewas)',
      content: '500:1000000:0',
    },
    {
      type: OPTION_TYPE.REGISTER_TIPS,
      name: 'registration tips',
      content: {
        en: 'Register with your MTN, AirtelTigo or Telecel number. You must be 18 or older to play. Play responsibly.',
        fr: 'Inscrivez-vous avec votre numéro MTN, AirtelTigo ou Telecel. Vous devez avoir 18 ans ou plus pour jouer. Jouez de manière responsable.',
        pt: 'Registe-se com o seu número MTN, AirtelTigo ou Telecel. Tem de ter 18 anos ou mais para jogar. Jogue com responsabilidade.',
      },
    },
    {
      type: OPTION_TYPE.TOP_UP_TIPS,
      name: 'top-up tips',
      content: {
        en: 'Approve the Mobile Money prompt on your phone and your deposit is credited at once. Minimum deposit ₵1.00. Never share your MoMo PIN: Sika staff will never ask for it.',
        fr: 'Validez la demande Mobile Money sur votre téléphone et votre dépôt est crédité aussitôt. Dépôt minimum 1,00 ₵. Ne communiquez jamais votre code MoMo : Sika ne vous le demandera jamais.',
        pt: 'Aprove o pedido Mobile Money no seu telemóvel e o depósito é creditado de imediato. Depósito mínimo ₵1,00. Nunca partilhe o seu PIN MoMo: a Sika nunca o pedirá.',
      },
    },
    { type: OPTION_TYPE.USSD_CODE, name: 'USSD code (demo)', content: '*920*744#' },
    {
      type: OPTION_TYPE.ABOUT_US,
      name: 'about us (footer summary; the page is h5 page 3002)',
      content: {
        en: 'Sika is a Ghanaian online casino and lottery, paid in cedis through Mobile Money.',
        fr: 'Sika est un casino et une loterie en ligne ghanéens, payés en cedis par Mobile Money.',
        pt: 'A Sika é um casino e lotaria online do Gana, pagos em cedis por Mobile Money.',
      },
    },
    { type: OPTION_TYPE.HOTLINE, name: 'hotline (demo)', content: '0302 000 744' },
    {
      type: OPTION_TYPE.WHATSAPP_LINKS,
      name: 'WhatsApp links (JSON list of name and url)',
      content: JSON.stringify([
        { name: 'Customer service', url: 'https://wa.me/233550000744' },
        { name: 'Deposits and withdrawals', url: 'https://wa.me/233240000744' },
      ]),
    },
    {
      type: OPTION_TYPE.SOCIAL_LINKS,
      name: 'social links (JSON list of name and url)',
      content: JSON.stringify([
        { name: 'facebook', url: 'https://www.facebook.com/sika.gh.demo' },
        { name: 'instagram', url: 'https://www.instagram.com/sika.gh.demo' },
        { name: 'tiktok', url: 'https://www.tiktok.com/@sika.gh.demo' },
        { name: 'x', url: 'https://x.com/sika_gh_demo' },
      ]),
    },
    {
      type: OPTION_TYPE.CHANNEL,
      name: 'official channel',
      content: 'https://whatsapp.com/channel/SikaGhanaDemo',
    },
    {
      type: OPTION_TYPE.LICENCE,
      name: 'licence text (demo)',
      content: {
        en: 'Sika is operated by Sika Gaming Ltd (demo), licensed and regulated by the Gaming Commission of Ghana under the Gaming Act, 2006 (Act 721), licence no. GCG/DEMO/0000. Only players aged 18 and over may play. Gambling can be addictive: please play responsibly.',
        fr: 'Sika est exploité par Sika Gaming Ltd (démo), agréé et contrôlé par la Gaming Commission of Ghana en vertu du Gaming Act, 2006 (Act 721), licence n° GCG/DEMO/0000. Réservé aux joueurs de 18 ans et plus. Le jeu peut créer une dépendance : jouez de manière responsable.',
        pt: 'A Sika é operada pela Sika Gaming Ltd (demo), licenciada e regulada pela Gaming Commission of Ghana ao abrigo do Gaming Act, 2006 (Act 721), licença n.º GCG/DEMO/0000. Apenas maiores de 18 anos podem jogar. O jogo pode causar dependência: jogue com responsabilidade.',
      },
    },
    {
      type: OPTION_TYPE.INVITATION_BOTTOM_TEXT,
      name: 'invitation bottom text',
      content: {
        en: 'Your friend gets a ₵5.00 bonus on a first deposit of ₵20.00 or more, and you get 10% of it, up to ₵50.00 per friend.',
        fr: 'Votre ami reçoit un bonus de 5,00 ₵ pour un premier dépôt de 20,00 ₵ ou plus, et vous recevez 10 % de ce dépôt, jusqu’à 50,00 ₵ par ami.',
        pt: 'O seu amigo recebe um bónus de ₵5,00 num primeiro depósito de ₵20,00 ou mais, e você recebe 10% dele, até ₵50,00 por amigo.',
      },
    },
    {
      type: OPTION_TYPE.INVITATION_TOP_TEXT,
      name: 'invitation top text',
      content: {
        en: 'Invite friends and earn up to ₵50.00 for each one!',
        fr: 'Invitez vos amis et gagnez jusqu’à 50,00 ₵ pour chacun !',
        pt: 'Convide amigos e ganhe até ₵50,00 por cada um!',
      },
    },
    { type: OPTION_TYPE.MIN_DEPOSIT, name: 'minimum deposit (pesewas): ₵1.00', content: '100' },
    { type: OPTION_TYPE.WITHDRAW_TAX_ENABLED, name: 'withdraw tax enabled', content: '1' },
    // Basis points of the winnings part of a withdrawal: 1000 = 10%, Ghana's withholding tax on winnings.
    {
      type: OPTION_TYPE.WITHDRAW_TAX_AMOUNT,
      name: 'withdraw tax rate (basis points of winnings)',
      content: '1000',
    },
    {
      type: OPTION_TYPE.ADDRESS,
      name: 'company address (demo)',
      content: 'Sika Gaming Ltd (demo), 14 Independence Avenue, Ridge, Accra, Ghana',
    },
    {
      type: OPTION_TYPE.TASK_TIPS,
      name: 'task tips',
      content: {
        en: 'Finish bet and deposit tasks to earn diamonds. Tasks reset every day at 00:00 GMT.',
        fr: 'Terminez les missions de mise et de dépôt pour gagner des diamants. Elles repartent à zéro chaque jour à 00:00 GMT.',
        pt: 'Complete as tarefas de aposta e depósito para ganhar diamantes. As tarefas reiniciam todos os dias às 00:00 GMT.',
      },
    },
    // Ids of the games whose bets count for the diamond bet task (the task entry shows only in these games).
    { type: OPTION_TYPE.TASK_GAME_LIST, name: 'diamond task game ids (JSON list)', content: '[1,2,3,4,5,6]' },
    {
      type: OPTION_TYPE.DIAMOND_TO_CASH_TIPS,
      name: 'diamond-to-cash tips',
      content: {
        en: '100 diamonds = ₵1.00 cash. Exchanged cash can be withdrawn once it has been played through once.',
        fr: '100 diamants = 1,00 ₵. L’argent échangé peut être retiré après avoir été misé une fois.',
        pt: '100 diamantes = ₵1,00. O dinheiro trocado pode ser levantado depois de apostado uma vez.',
      },
    },
    {
      type: OPTION_TYPE.TAX_EXPLANATION,
      name: 'tax explanation',
      content: {
        en: 'Ghana applies a 10% withholding tax on winnings (Income Tax (Amendment) Act, 2023). It is deducted from the winnings part of a withdrawal and paid to the Ghana Revenue Authority.',
        fr: 'Le Ghana applique une retenue à la source de 10 % sur les gains (Income Tax (Amendment) Act, 2023). Elle est déduite de la part de gains d’un retrait et versée à la Ghana Revenue Authority.',
        pt: 'O Gana aplica uma retenção na fonte de 10% sobre os ganhos (Income Tax (Amendment) Act, 2023). É deduzida da parte de ganhos de um levantamento e paga à Ghana Revenue Authority.',
      },
    },
    {
      type: OPTION_TYPE.WITHDRAW_TIPS,
      name: 'withdraw tips',
      content: {
        en: 'Withdrawals are paid to your registered Mobile Money number, usually within 5 minutes and always within 24 hours. Minimum ₵5.00, maximum ₵10,000.00 per withdrawal.',
        fr: 'Les retraits sont versés sur votre numéro Mobile Money enregistré, en général sous 5 minutes et toujours sous 24 heures. Minimum 5,00 ₵, maximum 10 000,00 ₵ par retrait.',
        pt: 'Os levantamentos são pagos no seu número Mobile Money registado, normalmente em 5 minutos e sempre em 24 horas. Mínimo ₵5,00, máximo ₵10.000,00 por levantamento.',
      },
    },
  ];
}
