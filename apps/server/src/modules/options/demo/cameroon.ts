import { OPTION_TYPE } from '@sika/contract';
import type { NewOption } from '../option-repository.ts';

/**
 * Cameroon's demo options (issue 20), French first. XAF has no minor unit: amounts are whole francs
 * (scale 1). No tax on winnings is recorded for Cameroon (packages/domain taxes.ts): 4025 is off and 4065
 * says so plainly rather than guess at the law.
 */
export function cameroonOptions(): NewOption[] {
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
