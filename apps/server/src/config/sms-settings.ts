import { flag } from './env-flag.ts';

/** Sign-up by SMS code (the options seeded from it tell the web app). */
export const smsSettings = {
  SMS_CODE_ENABLED: flag.default(true),
};
