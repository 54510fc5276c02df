import { OPTION_TYPE } from '@sika/contract';
import type { NewOption } from '../option-repository.ts';

/**
 * Zambia's demo options (issue 20). Amounts are ngwee (100 = K1.00). No tax on winnings is recorded for
 * Zambia (packages/domain taxes.ts): 4025 is off and 4065 says so plainly rather than guess at the law.
 */
export function zambiaOptions(): NewOption[] {
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
