import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from './dates.ts';

/** "24 Nov 2026 at 18:40": when a raise takes effect, a pause ends (the player's clock and language). */
export function useWhen(): (iso: string) => string {
  const { i18n, t } = useTranslation();
  return (iso) =>
    t('rg.when', { date: formatDate(iso, i18n.language, 'medium'), time: formatTime(iso, i18n.language) });
}
