import { OPTION_TYPE } from '@sika/contract';
import type { NewOption } from '../option-repository.ts';

/**
 * Brazil's demo options (issue 20), in Brazilian Portuguese with English beside it (every option has
 * English: the start check reads it). Amounts are centavos (100 = R$ 1,00). Pix moves any amount from
 * R$ 0,01; the demo's limits are its own.
 *
 * Tax: nothing is withheld (4025 = 0). Lei 14.790/2023, art. 31, taxes the bettor's net prizes ("prêmios
 * líquidos": the year's positive result after the losses of the same kind) at 15% in the annual income tax,
 * above the first bracket of the IRPF table, declared and paid by the player; the operator does not withhold
 * it. packages/domain taxes.ts records the rule (BR_NET_PRIZES_IRPF) and option 4065 tells the player.
 */
export function brazilOptions(): NewOption[] {
  return [
    { type: OPTION_TYPE.WITHDRAW_CONFIG, name: 'withdraw config: coins per R$ 1,00', content: '100' },
    // R$ 20,00 to R$ 5.000,00 per withdrawal; at most 5 a day.
    {
      type: OPTION_TYPE.WITHDRAW_LIMIT,
      name: 'withdraw limit min:max:daily count (centavos)',
      content: '2000:500000:5',
    },
    {
      type: OPTION_TYPE.REGISTER_TIPS,
      name: 'registration tips',
      content: {
        pt: 'Cadastre-se com o seu celular (DDD + número). Você precisa ter 18 anos ou mais para jogar. Jogue com responsabilidade.',
        en: 'Register with your mobile number (area code + number). You must be 18 or older to play. Play responsibly.',
      },
    },
    {
      type: OPTION_TYPE.TOP_UP_TIPS,
      name: 'top-up tips',
      content: {
        pt: 'Pague com Pix: copie o código "copia e cola" ou leia o QR code no app do seu banco. O depósito é creditado assim que o Pix chega. Depósito mínimo R$ 10,00. A Sika nunca pede a sua senha do banco.',
        en: 'Pay by Pix: copy the "copia e cola" code or scan the QR code in your bank’s app. Your deposit is credited as soon as the Pix arrives. Minimum deposit R$ 10.00. Sika never asks for your bank password.',
      },
    },
    { type: OPTION_TYPE.HOTLINE, name: 'hotline (demo)', content: '0800 000 0744' },
    {
      type: OPTION_TYPE.WHATSAPP_LINKS,
      name: 'WhatsApp links (JSON list of name and url)',
      content: JSON.stringify([{ name: 'Atendimento', url: 'https://wa.me/5511900000744' }]),
    },
    {
      type: OPTION_TYPE.ABOUT_US,
      name: 'about us (footer summary; the page is h5 page 3002)',
      content: {
        pt: 'A Sika é um cassino on-line para o Brasil, com depósitos e saques por Pix em reais.',
        en: 'Sika is an online casino for Brazil, with deposits and withdrawals by Pix in reais.',
      },
    },
    {
      type: OPTION_TYPE.ADDRESS,
      name: 'company address (demo)',
      content: 'Sika Gaming Brasil Ltda. (demo), Av. Paulista, 0, São Paulo - SP, Brasil',
    },
    {
      type: OPTION_TYPE.LICENCE,
      name: 'licence text (demo)',
      content: {
        pt: 'A Sika é operada pela Sika Gaming Brasil Ltda. (demo), autorizada pela Secretaria de Prêmios e Apostas do Ministério da Fazenda nos termos da Lei 14.790/2023, autorização n.º SPA/DEMO/0000. Proibido para menores de 18 anos. Jogar pode causar dependência: jogue com responsabilidade.',
        en: 'Sika is operated by Sika Gaming Brasil Ltda. (demo), authorised by the Secretariat of Prizes and Bets of the Ministry of Finance under Law 14.790/2023, authorisation no. SPA/DEMO/0000. Players under 18 may not play. Gambling can be addictive: please play responsibly.',
      },
    },
    { type: OPTION_TYPE.MIN_DEPOSIT, name: 'minimum deposit (centavos): R$ 10,00', content: '1000' },
    {
      type: OPTION_TYPE.WITHDRAW_TAX_ENABLED,
      name: 'withdraw tax enabled (Brazil: nothing withheld, Lei 14.790/2023 art. 31)',
      content: '0',
    },
    { type: OPTION_TYPE.WITHDRAW_TAX_AMOUNT, name: 'withdraw tax rate (basis points)', content: '0' },
    {
      type: OPTION_TYPE.TAX_EXPLANATION,
      name: 'tax explanation',
      content: {
        pt: 'A Sika não retém imposto dos seus saques. Pela Lei 14.790/2023 (art. 31), os prêmios líquidos de apostas (o resultado positivo do ano, descontadas as perdas) pagam 15% de Imposto de Renda na parte que passar da faixa de isenção anual do IRPF. O imposto é apurado por ano e declarado e pago por você até o fim de abril do ano seguinte.',
        en: 'Sika does not withhold tax from your withdrawals. Under Law 14.790/2023 (art. 31), net betting prizes (the year’s positive result after losses) are taxed at 15% income tax on the part above the annual IRPF exemption band. The tax is worked out per year and declared and paid by you by the end of April of the following year.',
      },
    },
    {
      type: OPTION_TYPE.WITHDRAW_TIPS,
      name: 'withdraw tips',
      content: {
        pt: 'Os saques são pagos por Pix na chave cadastrada com o seu CPF, normalmente em poucos minutos. Mínimo R$ 20,00, máximo R$ 5.000,00 por saque, até 5 saques por dia.',
        en: 'Withdrawals are paid by Pix to the key registered with your CPF, usually within minutes. Minimum R$ 20.00, maximum R$ 5,000.00 per withdrawal, up to 5 withdrawals a day.',
      },
    },
  ];
}
