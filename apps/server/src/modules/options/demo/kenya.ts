import { OPTION_TYPE } from '@sika/contract';
import type { NewOption } from '../option-repository.ts';

/**
 * Kenya's demo options: what the deposit and withdraw pages need to work out of the box (issue 20). Amounts
 * are cents (100 = KSh 1.00); M-Pesa moves whole shillings. The 2% fee and 5% tax of activities §9 are market
 * rules (packages/domain withdraw-quote) that override the channel fee and 4025/4026; the options say the same.
 */
export function kenyaOptions(): NewOption[] {
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
