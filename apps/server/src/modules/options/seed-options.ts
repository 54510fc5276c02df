import { OPTION_TYPE } from '@sika/contract';
import type { MarketCode } from '@sika/domain';
import type { ServerContext } from '../../context.ts';
import { insertMissingOptions, type NewOption } from './option-repository.ts';

/**
 * Ghana's demo options (every type of spec core §3). Amounts are minor units (pesewas: 100 = ₵1.00).
 * Contact details, the licence number and the company are demo values: the .example e-mail domain, the
 * 000 numbers and the DEMO licence number make that plain on screen.
 */
function ghanaOptions(): NewOption[] {
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

/**
 * Kenya's demo options: what the deposit and withdraw pages need to work out of the box (issue 20). Amounts
 * are cents (100 = KSh 1.00); M-Pesa moves whole shillings. The 2% fee and 5% tax of activities §9 are market
 * rules (packages/domain withdraw-quote) that override the channel fee and 4025/4026; the options say the same.
 */
function kenyaOptions(): NewOption[] {
  return [
    { type: OPTION_TYPE.WITHDRAW_CONFIG, name: 'withdraw config: coins per KSh 1.00', content: '100' },
    // KSh 10 to KSh 250,000 per withdrawal (M-Pesa B2C's per-transaction ceiling); no daily count limit.
    {
      type: OPTION_TYPE.WITHDRAW_LIMIT,
      name: 'withdraw limit min:max:daily count (cents)',
      content: '1000:25000000:0',
    },
    {
      type: OPTION_TYPE.REGISTER_TIPS,
      name: 'registration tips',
      content: {
        en: 'Register with your Safaricom number. You must be 18 or older to play. Play responsibly.',
        fr: 'Inscrivez-vous avec votre numéro Safaricom. Vous devez avoir 18 ans ou plus pour jouer. Jouez de manière responsable.',
        pt: 'Registe-se com o seu número Safaricom. Tem de ter 18 anos ou mais para jogar. Jogue com responsabilidade.',
      },
    },
    {
      type: OPTION_TYPE.TOP_UP_TIPS,
      name: 'top-up tips',
      content: {
        en: 'Enter your M-Pesa PIN on the prompt and your deposit is credited at once. Minimum deposit KSh 10, whole shillings. Never share your PIN: Sika staff will never ask for it.',
        fr: 'Saisissez votre code M-Pesa dans la demande et votre dépôt est crédité aussitôt. Dépôt minimum 10 KSh, en shillings entiers. Ne communiquez jamais votre code : Sika ne vous le demandera jamais.',
        pt: 'Introduza o seu PIN M-Pesa no pedido e o depósito é creditado de imediato. Depósito mínimo KSh 10, em xelins inteiros. Nunca partilhe o seu PIN: a Sika nunca o pedirá.',
      },
    },
    { type: OPTION_TYPE.HOTLINE, name: 'hotline (demo)', content: '0700 000 744' },
    {
      type: OPTION_TYPE.WHATSAPP_LINKS,
      name: 'WhatsApp links (JSON list of name and url)',
      content: JSON.stringify([{ name: 'Customer service', url: 'https://wa.me/254700000744' }]),
    },
    {
      type: OPTION_TYPE.ABOUT_US,
      name: 'about us (footer summary; the page is h5 page 3002)',
      content: 'Sika is an online casino and lottery for Kenya, paid in shillings through M-Pesa.',
    },
    {
      type: OPTION_TYPE.ADDRESS,
      name: 'company address (demo)',
      content: 'Sika Gaming Ltd (demo), Waiyaki Way, Westlands, Nairobi, Kenya',
    },
    {
      type: OPTION_TYPE.TASK_TIPS,
      name: 'task tips',
      content: 'Finish bet and deposit tasks to earn diamonds. Tasks reset every day at 00:00 Nairobi time.',
    },
    { type: OPTION_TYPE.TASK_GAME_LIST, name: 'diamond task game ids (JSON list)', content: '[1,2,3,4,5,6]' },
    {
      type: OPTION_TYPE.DIAMOND_TO_CASH_TIPS,
      name: 'diamond-to-cash tips',
      content:
        '100 diamonds = KSh 10 cash. Exchanged cash can be withdrawn once it has been played through once.',
    },
    {
      type: OPTION_TYPE.LICENCE,
      name: 'licence text (demo)',
      content: {
        en: 'Sika is operated by Sika Gaming Ltd (demo), licensed by the Betting Control and Licensing Board of Kenya, licence no. BCLB/DEMO/0000. Only players aged 18 and over may play. Gambling can be addictive: please play responsibly.',
        fr: 'Sika est exploité par Sika Gaming Ltd (démo), agréé par le Betting Control and Licensing Board du Kenya, licence n° BCLB/DEMO/0000. Réservé aux joueurs de 18 ans et plus. Le jeu peut créer une dépendance : jouez de manière responsable.',
        pt: 'A Sika é operada pela Sika Gaming Ltd (demo), licenciada pelo Betting Control and Licensing Board do Quénia, licença n.º BCLB/DEMO/0000. Apenas maiores de 18 anos podem jogar. O jogo pode causar dependência: jogue com responsabilidade.',
      },
    },
    { type: OPTION_TYPE.MIN_DEPOSIT, name: 'minimum deposit (cents): KSh 10', content: '1000' },
    { type: OPTION_TYPE.WITHDRAW_TAX_ENABLED, name: 'withdraw tax enabled', content: '1' },
    { type: OPTION_TYPE.WITHDRAW_TAX_AMOUNT, name: 'withdraw tax rate (basis points)', content: '500' },
    {
      type: OPTION_TYPE.TAX_EXPLANATION,
      name: 'tax explanation',
      content: {
        en: 'Kenya charges excise duty on deposits: Sika pays it for you, so your whole deposit is credited. A 5% withholding tax is deducted from each withdrawal and paid to the Kenya Revenue Authority.',
        fr: 'Le Kenya prélève un droit d’accise sur les dépôts : Sika le paie pour vous, votre dépôt est crédité en entier. Une retenue de 5 % est déduite de chaque retrait et versée à la Kenya Revenue Authority.',
        pt: 'O Quénia cobra imposto especial sobre os depósitos: a Sika paga-o por si, o depósito é creditado por inteiro. Uma retenção de 5% é deduzida de cada levantamento e paga à Kenya Revenue Authority.',
      },
    },
    {
      type: OPTION_TYPE.WITHDRAW_TIPS,
      name: 'withdraw tips',
      content: {
        en: 'Withdrawals are paid to your registered M-Pesa number in whole shillings, usually within 5 minutes. A 2% fee and a 5% tax are deducted. Minimum KSh 10, maximum KSh 250,000 per withdrawal.',
        fr: 'Les retraits sont versés sur votre numéro M-Pesa enregistré, en shillings entiers, en général sous 5 minutes. Des frais de 2 % et une taxe de 5 % sont déduits. Minimum 10 KSh, maximum 250 000 KSh par retrait.',
        pt: 'Os levantamentos são pagos no seu número M-Pesa registado, em xelins inteiros, normalmente em 5 minutos. São deduzidos uma taxa de 2% e um imposto de 5%. Mínimo KSh 10, máximo KSh 250.000 por levantamento.',
      },
    },
  ];
}

/**
 * Uganda's demo options (issue 20). UGX has no minor unit: amounts are whole shillings (scale 1). The 15%
 * withholding on winnings is the tax module's rule (packages/domain taxes.ts, UG_WINNINGS_WHT); the
 * licence and contacts are demo values.
 */
function ugandaOptions(): NewOption[] {
  return [
    { type: OPTION_TYPE.WITHDRAW_CONFIG, name: 'withdraw config: coins per USh 100', content: '100' },
    // USh 5,000 to USh 5,000,000 per withdrawal; no daily count limit.
    {
      type: OPTION_TYPE.WITHDRAW_LIMIT,
      name: 'withdraw limit min:max:daily count (shillings)',
      content: '5000:5000000:0',
    },
    {
      type: OPTION_TYPE.REGISTER_TIPS,
      name: 'registration tips',
      content: {
        en: 'Register with your MTN or Airtel number. You must be 18 or older to play. Play responsibly.',
        fr: 'Inscrivez-vous avec votre numéro MTN ou Airtel. Vous devez avoir 18 ans ou plus pour jouer. Jouez de manière responsable.',
        pt: 'Registe-se com o seu número MTN ou Airtel. Tem de ter 18 anos ou mais para jogar. Jogue com responsabilidade.',
      },
    },
    {
      type: OPTION_TYPE.TOP_UP_TIPS,
      name: 'top-up tips',
      content: {
        en: 'Approve the MTN MoMo or Airtel Money prompt on your phone with your PIN and your deposit is credited at once. Minimum deposit USh 1,000. Never share your PIN: Sika staff will never ask for it.',
        fr: 'Validez la demande MTN MoMo ou Airtel Money sur votre téléphone avec votre code et votre dépôt est crédité aussitôt. Dépôt minimum 1 000 USh. Ne communiquez jamais votre code : Sika ne vous le demandera jamais.',
        pt: 'Aprove o pedido MTN MoMo ou Airtel Money no seu telemóvel com o seu PIN e o depósito é creditado de imediato. Depósito mínimo USh 1.000. Nunca partilhe o seu PIN: a Sika nunca o pedirá.',
      },
    },
    { type: OPTION_TYPE.HOTLINE, name: 'hotline (demo)', content: '0800 000 744' },
    {
      type: OPTION_TYPE.WHATSAPP_LINKS,
      name: 'WhatsApp links (JSON list of name and url)',
      content: JSON.stringify([{ name: 'Customer service', url: 'https://wa.me/256700000744' }]),
    },
    {
      type: OPTION_TYPE.LICENCE,
      name: 'licence text (demo)',
      content: {
        en: 'Sika is operated by Sika Gaming Uganda Ltd (demo), licensed by the National Lotteries and Gaming Regulatory Board under the Lotteries and Gaming Act, 2016, licence no. NLGRB/DEMO/0000. Only players aged 18 and over may play. Gambling can be addictive: please play responsibly.',
        fr: 'Sika est exploité par Sika Gaming Uganda Ltd (démo), agréé par le National Lotteries and Gaming Regulatory Board en vertu du Lotteries and Gaming Act, 2016, licence n° NLGRB/DEMO/0000. Réservé aux joueurs de 18 ans et plus. Le jeu peut créer une dépendance : jouez de manière responsable.',
        pt: 'A Sika é operada pela Sika Gaming Uganda Ltd (demo), licenciada pelo National Lotteries and Gaming Regulatory Board ao abrigo do Lotteries and Gaming Act, 2016, licença n.º NLGRB/DEMO/0000. Apenas maiores de 18 anos podem jogar. O jogo pode causar dependência: jogue com responsabilidade.',
      },
    },
    {
      type: OPTION_TYPE.ADDRESS,
      name: 'company address (demo)',
      content: 'Sika Gaming Uganda Ltd (demo), Plot 0 Kampala Road, Kampala, Uganda',
    },
    { type: OPTION_TYPE.MIN_DEPOSIT, name: 'minimum deposit (shillings): USh 1,000', content: '1000' },
    { type: OPTION_TYPE.WITHDRAW_TAX_ENABLED, name: 'withdraw tax enabled', content: '1' },
    // Basis points of the winnings part of a withdrawal: 1500 = 15% (packages/domain taxes.ts).
    {
      type: OPTION_TYPE.WITHDRAW_TAX_AMOUNT,
      name: 'withdraw tax rate (basis points of winnings)',
      content: '1500',
    },
    {
      type: OPTION_TYPE.TAX_EXPLANATION,
      name: 'tax explanation',
      content: {
        en: 'Uganda applies a 15% withholding tax on winnings from gaming and betting (Income Tax Act). It is deducted from the winnings part of a withdrawal (what you take out beyond what you deposited) and paid to the Uganda Revenue Authority.',
        fr: 'L’Ouganda applique une retenue à la source de 15 % sur les gains de jeux et de paris (Income Tax Act). Elle est déduite de la part de gains d’un retrait (ce que vous retirez au-delà de vos dépôts) et versée à l’Uganda Revenue Authority.',
        pt: 'O Uganda aplica uma retenção na fonte de 15% sobre os ganhos de jogos e apostas (Income Tax Act). É deduzida da parte de ganhos de um levantamento (o que levanta além do que depositou) e paga à Uganda Revenue Authority.',
      },
    },
    {
      type: OPTION_TYPE.WITHDRAW_TIPS,
      name: 'withdraw tips',
      content: {
        en: 'Withdrawals are paid to your registered MTN MoMo or Airtel Money number, usually within 5 minutes. Minimum USh 5,000, maximum USh 5,000,000 per withdrawal. 15% tax is withheld from winnings.',
        fr: 'Les retraits sont versés sur votre numéro MTN MoMo ou Airtel Money enregistré, en général sous 5 minutes. Minimum 5 000 USh, maximum 5 000 000 USh par retrait. 15 % d’impôt sont retenus sur les gains.',
        pt: 'Os levantamentos são pagos no seu número MTN MoMo ou Airtel Money registado, normalmente em 5 minutos. Mínimo USh 5.000, máximo USh 5.000.000 por levantamento. É retido 15% de imposto sobre os ganhos.',
      },
    },
  ];
}

/**
 * Zambia's demo options (issue 20). Amounts are ngwee (100 = K1.00). No tax on winnings is recorded for
 * Zambia (packages/domain taxes.ts): 4025 is off and 4065 says so plainly rather than guess at the law.
 */
function zambiaOptions(): NewOption[] {
  return [
    { type: OPTION_TYPE.WITHDRAW_CONFIG, name: 'withdraw config: coins per K1.00', content: '100' },
    // K10 to K50,000 per withdrawal; no daily count limit.
    {
      type: OPTION_TYPE.WITHDRAW_LIMIT,
      name: 'withdraw limit min:max:daily count (ngwee)',
      content: '1000:5000000:0',
    },
    {
      type: OPTION_TYPE.REGISTER_TIPS,
      name: 'registration tips',
      content: {
        en: 'Register with your MTN or Airtel number. You must be 18 or older to play. Play responsibly.',
        fr: 'Inscrivez-vous avec votre numéro MTN ou Airtel. Vous devez avoir 18 ans ou plus pour jouer. Jouez de manière responsable.',
        pt: 'Registe-se com o seu número MTN ou Airtel. Tem de ter 18 anos ou mais para jogar. Jogue com responsabilidade.',
      },
    },
    {
      type: OPTION_TYPE.TOP_UP_TIPS,
      name: 'top-up tips',
      content: {
        en: 'Approve the MTN MoMo or Airtel Money prompt on your phone with your PIN and your deposit is credited at once. Minimum deposit K5.00. Never share your PIN: Sika staff will never ask for it.',
        fr: 'Validez la demande MTN MoMo ou Airtel Money sur votre téléphone avec votre code et votre dépôt est crédité aussitôt. Dépôt minimum 5,00 K. Ne communiquez jamais votre code : Sika ne vous le demandera jamais.',
        pt: 'Aprove o pedido MTN MoMo ou Airtel Money no seu telemóvel com o seu PIN e o depósito é creditado de imediato. Depósito mínimo K5,00. Nunca partilhe o seu PIN: a Sika nunca o pedirá.',
      },
    },
    { type: OPTION_TYPE.HOTLINE, name: 'hotline (demo)', content: '0211 000 744' },
    {
      type: OPTION_TYPE.WHATSAPP_LINKS,
      name: 'WhatsApp links (JSON list of name and url)',
      content: JSON.stringify([{ name: 'Customer service', url: 'https://wa.me/260970000744' }]),
    },
    {
      type: OPTION_TYPE.LICENCE,
      name: 'licence text (demo)',
      content: {
        en: 'Sika is operated by Sika Gaming Zambia Ltd (demo), licence no. ZM/DEMO/0000. Only players aged 18 and over may play. Gambling can be addictive: please play responsibly.',
        fr: 'Sika est exploité par Sika Gaming Zambia Ltd (démo), licence n° ZM/DEMO/0000. Réservé aux joueurs de 18 ans et plus. Le jeu peut créer une dépendance : jouez de manière responsable.',
        pt: 'A Sika é operada pela Sika Gaming Zambia Ltd (demo), licença n.º ZM/DEMO/0000. Apenas maiores de 18 anos podem jogar. O jogo pode causar dependência: jogue com responsabilidade.',
      },
    },
    {
      type: OPTION_TYPE.ADDRESS,
      name: 'company address (demo)',
      content: 'Sika Gaming Zambia Ltd (demo), Plot 0 Cairo Road, Lusaka, Zambia',
    },
    { type: OPTION_TYPE.MIN_DEPOSIT, name: 'minimum deposit (ngwee): K5.00', content: '500' },
    {
      type: OPTION_TYPE.WITHDRAW_TAX_ENABLED,
      name: 'withdraw tax enabled (no Zambian rule recorded)',
      content: '0',
    },
    { type: OPTION_TYPE.WITHDRAW_TAX_AMOUNT, name: 'withdraw tax rate (basis points)', content: '0' },
    {
      type: OPTION_TYPE.TAX_EXPLANATION,
      name: 'tax explanation',
      content: {
        en: 'Sika does not withhold any tax from your withdrawals in Zambia at present. Winnings may still be taxable: the Zambia Revenue Authority can tell you. If a tax applies, every withdrawal will show it before you confirm.',
        fr: 'Sika ne retient actuellement aucun impôt sur vos retraits en Zambie. Vos gains peuvent néanmoins être imposables : renseignez-vous auprès de la Zambia Revenue Authority. Si un impôt s’applique, chaque retrait l’affichera avant votre confirmation.',
        pt: 'A Sika não retém atualmente qualquer imposto dos seus levantamentos na Zâmbia. Os ganhos podem ainda assim ser tributáveis: a Zambia Revenue Authority pode esclarecer. Se houver imposto, cada levantamento mostrá-lo-á antes de confirmar.',
      },
    },
    {
      type: OPTION_TYPE.WITHDRAW_TIPS,
      name: 'withdraw tips',
      content: {
        en: 'Withdrawals are paid to your registered MTN MoMo or Airtel Money number, usually within 5 minutes. Minimum K10.00, maximum K50,000.00 per withdrawal.',
        fr: 'Les retraits sont versés sur votre numéro MTN MoMo ou Airtel Money enregistré, en général sous 5 minutes. Minimum 10,00 K, maximum 50 000,00 K par retrait.',
        pt: 'Os levantamentos são pagos no seu número MTN MoMo ou Airtel Money registado, normalmente em 5 minutos. Mínimo K10,00, máximo K50.000,00 por levantamento.',
      },
    },
  ];
}

/**
 * Cameroon's demo options (issue 20), French first. XAF has no minor unit: amounts are whole francs
 * (scale 1). No tax on winnings is recorded for Cameroon (packages/domain taxes.ts): 4025 is off and 4065
 * says so plainly rather than guess at the law.
 */
function cameroonOptions(): NewOption[] {
  return [
    { type: OPTION_TYPE.WITHDRAW_CONFIG, name: 'withdraw config: coins per 100 FCFA', content: '100' },
    // 500 FCFA to 1,000,000 FCFA per withdrawal; no daily count limit.
    {
      type: OPTION_TYPE.WITHDRAW_LIMIT,
      name: 'withdraw limit min:max:daily count (francs)',
      content: '500:1000000:0',
    },
    {
      type: OPTION_TYPE.REGISTER_TIPS,
      name: 'registration tips',
      content: {
        fr: 'Inscrivez-vous avec votre numéro MTN ou Orange. Vous devez avoir 18 ans ou plus pour jouer. Jouez de manière responsable.',
        en: 'Register with your MTN or Orange number. You must be 18 or older to play. Play responsibly.',
        pt: 'Registe-se com o seu número MTN ou Orange. Tem de ter 18 anos ou mais para jogar. Jogue com responsabilidade.',
      },
    },
    {
      type: OPTION_TYPE.TOP_UP_TIPS,
      name: 'top-up tips',
      content: {
        fr: 'Validez la demande MTN MoMo ou Orange Money sur votre téléphone avec votre code secret : votre dépôt est crédité aussitôt. Dépôt minimum 100 FCFA. Ne communiquez jamais votre code : Sika ne vous le demandera jamais.',
        en: 'Approve the MTN MoMo or Orange Money prompt on your phone with your PIN and your deposit is credited at once. Minimum deposit 100 FCFA. Never share your PIN: Sika staff will never ask for it.',
        pt: 'Aprove o pedido MTN MoMo ou Orange Money no seu telemóvel com o seu PIN e o depósito é creditado de imediato. Depósito mínimo 100 FCFA. Nunca partilhe o seu PIN: a Sika nunca o pedirá.',
      },
    },
    { type: OPTION_TYPE.HOTLINE, name: 'hotline (demo)', content: '6 00 00 07 44' },
    {
      type: OPTION_TYPE.WHATSAPP_LINKS,
      name: 'WhatsApp links (JSON list of name and url)',
      content: JSON.stringify([{ name: 'Service client', url: 'https://wa.me/237600000744' }]),
    },
    {
      type: OPTION_TYPE.LICENCE,
      name: 'licence text (demo)',
      content: {
        fr: 'Sika est exploité par Sika Gaming Cameroun SARL (démo), licence n° CM/DEMO/0000. Réservé aux joueurs de 18 ans et plus. Le jeu peut créer une dépendance : jouez de manière responsable.',
        en: 'Sika is operated by Sika Gaming Cameroun SARL (demo), licence no. CM/DEMO/0000. Only players aged 18 and over may play. Gambling can be addictive: please play responsibly.',
        pt: 'A Sika é operada pela Sika Gaming Cameroun SARL (demo), licença n.º CM/DEMO/0000. Apenas maiores de 18 anos podem jogar. O jogo pode causar dependência: jogue com responsabilidade.',
      },
    },
    {
      type: OPTION_TYPE.ADDRESS,
      name: 'company address (demo)',
      content: 'Sika Gaming Cameroun SARL (démo), Boulevard de la Liberté, Akwa, Douala, Cameroun',
    },
    { type: OPTION_TYPE.MIN_DEPOSIT, name: 'minimum deposit (francs): 100 FCFA', content: '100' },
    {
      type: OPTION_TYPE.WITHDRAW_TAX_ENABLED,
      name: 'withdraw tax enabled (no Cameroonian rule recorded)',
      content: '0',
    },
    { type: OPTION_TYPE.WITHDRAW_TAX_AMOUNT, name: 'withdraw tax rate (basis points)', content: '0' },
    {
      type: OPTION_TYPE.TAX_EXPLANATION,
      name: 'tax explanation',
      content: {
        fr: 'Sika ne prélève actuellement aucun impôt sur vos retraits au Cameroun. Vos gains peuvent néanmoins être imposables : renseignez-vous auprès de la Direction générale des impôts. Si un impôt s’applique, chaque retrait l’affichera avant votre confirmation.',
        en: 'Sika does not withhold any tax from your withdrawals in Cameroon at present. Winnings may still be taxable: the Direction générale des impôts can tell you. If a tax applies, every withdrawal will show it before you confirm.',
        pt: 'A Sika não retém atualmente qualquer imposto dos seus levantamentos nos Camarões. Os ganhos podem ainda assim ser tributáveis: a Direction générale des impôts pode esclarecer. Se houver imposto, cada levantamento mostrá-lo-á antes de confirmar.',
      },
    },
    {
      type: OPTION_TYPE.WITHDRAW_TIPS,
      name: 'withdraw tips',
      content: {
        fr: 'Les retraits sont versés sur votre numéro MTN MoMo ou Orange Money enregistré, en général sous 5 minutes. Minimum 500 FCFA, maximum 1 000 000 FCFA par retrait.',
        en: 'Withdrawals are paid to your registered MTN MoMo or Orange Money number, usually within 5 minutes. Minimum 500 FCFA, maximum 1,000,000 FCFA per withdrawal.',
        pt: 'Os levantamentos são pagos no seu número MTN MoMo ou Orange Money registado, normalmente em 5 minutos. Mínimo 500 FCFA, máximo 1.000.000 FCFA por levantamento.',
      },
    },
  ];
}

/** What every market's demo sets alike. */
function sharedOptions(smsCodeEnabled: boolean): NewOption[] {
  return [
    // Mirrors the server's SMS_CODE_ENABLED setting at seeding time; the server decides from its setting.
    { type: OPTION_TYPE.SMS_CODE_ENABLED, name: 'SMS code enabled', content: smsCodeEnabled ? '1' : '0' },
    { type: OPTION_TYPE.EMAIL, name: 'support e-mail (demo)', content: 'support@sika.example' },
    {
      type: OPTION_TYPE.AMOUNT_FORMATS,
      name: 'amount formats (isbonus 1: decimals, 0: whole coins)',
      content: JSON.stringify([
        { type: 'money', isbonus: 1 },
        // Coins are bonus money on the cash scale (1 coin = 1 minor unit): shown with decimals like cash.
        { type: 'bonusMoney', isbonus: 1 },
      ]),
    },
    // Family members pay for each other; withdrawals still go to the registered number only (decision 019).
    {
      type: OPTION_TYPE.DEPOSIT_OTHER_PAYER,
      name: 'deposit from another number (1 yes, 0 no)',
      content: '1',
    },
    // Where to find help (issue 19). Only an organisation whose address is certain is seeded: the operator
    // adds the market's own help lines (numbers, local services) before launch.
    {
      type: OPTION_TYPE.RG_HELP_LINES,
      name: 'responsible-gaming help lines (JSON list of name and url: https or tel:)',
      content: {
        en: JSON.stringify([{ name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' }]),
        fr: JSON.stringify([{ name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' }]),
        pt: JSON.stringify([
          { name: 'Jogadores Anónimos (Gamblers Anonymous)', url: 'https://www.gamblersanonymous.org/' },
        ]),
      },
    },
    // The terms (h5 page 3004) a registration accepts; raised with every change of their text.
    {
      type: OPTION_TYPE.TERMS_VERSION,
      name: 'terms version accepted at registration',
      content: '2026-11-23',
    },
    // One language on purpose: `enable` must have one value, whatever the player's language.
    {
      type: OPTION_TYPE.WITHDRAW_ENABLE,
      name: 'withdraw enable config (JSON enable and message)',
      content: JSON.stringify({
        enable: true,
        message: 'Withdrawals are paused for maintenance. Please try again later.',
      }),
    },
  ];
}

const DEMO_OPTIONS: Partial<Record<MarketCode, () => NewOption[]>> = {
  GH: ghanaOptions,
  KE: kenyaOptions,
  UG: ugandaOptions,
  ZM: zambiaOptions,
  CM: cameroonOptions,
};

/** Seeds the market's missing options (idempotent; never overwrites an operator's value). */
export async function seedOptions(ctx: ServerContext): Promise<void> {
  const options = DEMO_OPTIONS[ctx.market.code];
  if (!options) {
    ctx.log.warn(
      { market: ctx.market.code },
      'no demo options for this market: configure them before launch',
    );
    return;
  }
  await insertMissingOptions(ctx.db, ctx.market.code, [
    ...sharedOptions(ctx.config.SMS_CODE_ENABLED),
    ...options(),
  ]);
}
