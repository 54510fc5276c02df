import { OPTION_TYPE } from '@sika/contract';
import type { NewOption } from '../option-repository.ts';

/** What every market's demo sets alike. */
export function sharedOptions(smsCodeEnabled: boolean): NewOption[] {
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
