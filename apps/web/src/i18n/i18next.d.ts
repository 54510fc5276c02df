import type { Messages } from './messages.ts';

// The English messages are the source of truth: `t('a.missing.key')` fails the typecheck (French and
// Portuguese are held to the same keys by locales.test.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
