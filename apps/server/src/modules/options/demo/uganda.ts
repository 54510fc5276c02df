import { OPTION_TYPE } from '@sika/contract';
import type { NewOption } from '../option-repository.ts';

/**
 * Uganda's demo options (issue 20). UGX has no minor unit: amounts are whole shillings (scale 1). The 15%
 * withholding on winnings is the tax module's rule (packages/domain taxes.ts, UG_WINNINGS_WHT); the
 * licence and contacts are demo values.
 */
export function ugandaOptions(): NewOption[] {
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
