import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeTheme, type ThemeName } from '../../themes/theme.ts';

/** The theme decides the preview's form (spec core §2): a route for sika, an overlay for WinSlots. */
export function useThemeName(): ThemeName {
  return useSyncExternalStore(subscribeTheme, currentTheme, currentTheme);
}
