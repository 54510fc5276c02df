import { z } from 'zod';
import { backOfficeSettings } from './back-office-settings.ts';
import { databaseSettings } from './database-settings.ts';
import { gamesSettings } from './games-settings.ts';
import {
  airtelMoneySettings,
  efiPixSettings,
  mpesaSettings,
  mtnMomoSettings,
  orangeMoneySettings,
  paymentSettings,
  paystackSettings,
} from './payment-settings.ts';
import { serverSettings } from './server-settings.ts';
import { smsSettings } from './sms-settings.ts';
import { withdrawalSettings } from './withdrawal-settings.ts';

/** Every setting the server reads, validated once at boot (config.ts is the only reader of process.env). */
export const settingsSchema = z.object({
  ...serverSettings,
  ...databaseSettings,
  ...backOfficeSettings,
  ...gamesSettings,
  ...paymentSettings,
  ...mtnMomoSettings,
  ...mpesaSettings,
  ...airtelMoneySettings,
  ...paystackSettings,
  ...efiPixSettings,
  ...orangeMoneySettings,
  ...withdrawalSettings,
  ...smsSettings,
});

export type Config = Omit<z.infer<typeof settingsSchema>, 'API_DOCS'> & {
  MARKET: 'GH' | 'KE' | 'UG' | 'NG' | 'ZM' | 'CM' | 'BR';
  API_DOCS: boolean;
};
