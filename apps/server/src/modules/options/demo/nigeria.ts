import { OPTION_TYPE } from '@sika/contract';
import type { NewOption } from '../option-repository.ts';

/**
 * Nigeria's demo options (issue 20). NGN in kobo (scale 100): option 100 = 100 coins per ₦1.00. Deposits on
 * Paystack's checkout (card, bank transfer, USSD), withdrawals to the player's bank account (Paystack
 * transfers). The 5% withholding on winnings is the tax module's rule (packages/domain taxes.ts,
 * NG_WINNINGS_WHT, with its legal basis); the licence and contacts are demo values.
 */
export function nigeriaOptions(): NewOption[] {
  return [
    { type: OPTION_TYPE.WITHDRAW_CONFIG, name: 'withdraw config: coins per ₦1.00', content: '100' },
    // ₦1,000 to ₦5,000,000 per withdrawal, at most 5 a day.
    {
      type: OPTION_TYPE.WITHDRAW_LIMIT,
      name: 'withdraw limit min:max:daily count (kobo)',
      content: '100000:500000000:5',
    },
    {
      type: OPTION_TYPE.REGISTER_TIPS,
      name: 'registration tips',
      content: {
        en: 'Register with your Nigerian mobile number. You must be 18 or older to play. Play responsibly.',
        fr: 'Inscrivez-vous avec votre numéro de mobile nigérian. Vous devez avoir 18 ans ou plus pour jouer. Jouez de manière responsable.',
        pt: 'Registe-se com o seu número de telemóvel nigeriano. Tem de ter 18 anos ou mais para jogar. Jogue com responsabilidade.',
      },
    },
    {
      type: OPTION_TYPE.TOP_UP_TIPS,
      name: 'top-up tips',
      content: {
        en: 'Pay on the secure Paystack page by card, bank transfer or USSD; your deposit is credited as soon as Paystack confirms it. Minimum deposit ₦100. Sika staff will never ask for your card PIN or OTP.',
        fr: 'Payez sur la page sécurisée Paystack par carte, virement bancaire ou USSD ; votre dépôt est crédité dès que Paystack le confirme. Dépôt minimum 100 ₦. Sika ne vous demandera jamais le code de votre carte ni un OTP.',
        pt: 'Pague na página segura da Paystack com cartão, transferência bancária ou USSD; o depósito é creditado assim que a Paystack o confirmar. Depósito mínimo ₦100. A Sika nunca pedirá o PIN do seu cartão nem um OTP.',
      },
    },
    { type: OPTION_TYPE.HOTLINE, name: 'hotline (demo)', content: '0800 000 7452' },
    {
      type: OPTION_TYPE.WHATSAPP_LINKS,
      name: 'WhatsApp links (JSON list of name and url)',
      content: JSON.stringify([{ name: 'Customer service', url: 'https://wa.me/2348000007452' }]),
    },
    {
      type: OPTION_TYPE.LICENCE,
      name: 'licence text (demo)',
      content: {
        en: 'Sika is operated by Sika Gaming Nigeria Ltd (demo), licensed by the Lagos State Lotteries and Gaming Authority, licence no. LSLGA/DEMO/0000. Only players aged 18 and over may play. Gambling can be addictive: please play responsibly.',
        fr: 'Sika est exploité par Sika Gaming Nigeria Ltd (démo), agréé par la Lagos State Lotteries and Gaming Authority, licence n° LSLGA/DEMO/0000. Réservé aux joueurs de 18 ans et plus. Le jeu peut créer une dépendance : jouez de manière responsable.',
        pt: 'A Sika é operada pela Sika Gaming Nigeria Ltd (demo), licenciada pela Lagos State Lotteries and Gaming Authority, licença n.º LSLGA/DEMO/0000. Apenas maiores de 18 anos podem jogar. O jogo pode causar dependência: jogue com responsabilidade.',
      },
    },
    {
      type: OPTION_TYPE.ADDRESS,
      name: 'company address (demo)',
      content: 'Sika Gaming Nigeria Ltd (demo), 0 Adeola Odeku Street, Victoria Island, Lagos, Nigeria',
    },
    { type: OPTION_TYPE.MIN_DEPOSIT, name: 'minimum deposit (kobo): ₦100', content: '10000' },
    { type: OPTION_TYPE.WITHDRAW_TAX_ENABLED, name: 'withdraw tax enabled', content: '1' },
    // Basis points of the winnings part of a withdrawal: 500 = 5% (packages/domain taxes.ts).
    {
      type: OPTION_TYPE.WITHDRAW_TAX_AMOUNT,
      name: 'withdraw tax rate (basis points of winnings)',
      content: '500',
    },
    {
      type: OPTION_TYPE.TAX_EXPLANATION,
      name: 'tax explanation',
      content: {
        en: 'A 5% withholding tax is deducted from winnings, as the Lagos State Lotteries and Gaming Authority requires of its licensed operators. It is charged only on the winnings part of a withdrawal (what you take out beyond what you deposited); your deposits come back untaxed.',
        fr: 'Une retenue à la source de 5 % est prélevée sur les gains, comme la Lagos State Lotteries and Gaming Authority l’exige de ses opérateurs agréés. Elle ne porte que sur la part de gains d’un retrait (ce que vous retirez au-delà de vos dépôts) ; vos dépôts vous reviennent sans impôt.',
        pt: 'É retido um imposto de 5% sobre os ganhos, como a Lagos State Lotteries and Gaming Authority exige aos operadores que licencia. Incide apenas sobre a parte de ganhos de um levantamento (o que levanta além do que depositou); os seus depósitos voltam sem imposto.',
      },
    },
    {
      type: OPTION_TYPE.WITHDRAW_TIPS,
      name: 'withdraw tips',
      content: {
        en: 'Withdrawals are paid to the bank account you confirmed, in your own name, usually within minutes (Paystack transfer). Minimum ₦1,000, maximum ₦5,000,000, at most 5 a day. 5% tax is withheld from winnings.',
        fr: 'Les retraits sont versés sur le compte bancaire que vous avez confirmé, à votre nom, en général en quelques minutes (virement Paystack). Minimum 1 000 ₦, maximum 5 000 000 ₦, au plus 5 par jour. 5 % d’impôt sont retenus sur les gains.',
        pt: 'Os levantamentos são pagos na conta bancária que confirmou, em seu nome, normalmente em minutos (transferência Paystack). Mínimo ₦1.000, máximo ₦5.000.000, no máximo 5 por dia. É retido 5% de imposto sobre os ganhos.',
      },
    },
  ];
}
