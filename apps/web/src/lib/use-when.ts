import { useT } from '../i18n/index.ts';
import { formatDate, formatTime } from './dates.ts';

/** "24 Nov 2026 at 18:40": when a raise takes effect, a pause ends (the player's clock and language). */
export function useWhen(): (iso: string) => string {
  const { t, language: appLanguage } = useT();
  return (iso) =>
    t('rg.when', { date: formatDate(iso, appLanguage, 'medium'), time: formatTime(iso, appLanguage) });
}
