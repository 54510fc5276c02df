import type { Section } from './messages.ts';
import { ROUTE_SECTIONS, SHELL_SECTIONS } from './sections.generated.ts';

/**
 * Sections of the shell that nothing on the first screen shows: the error texts (a failure's toast; until
 * they arrive `describeError` shows the server's own words) and the form checks. They load right after the
 * first screen is up, and any other page waits for them with its own sections (`loadRouteSections`).
 */
export const AFTER_FIRST_SCREEN: readonly Section[] = ['errors', 'validation'];

/**
 * What the first screen renders: the shell's sections and /home's (the start page). The build puts them in
 * one chunk per language (vite/locale-sections.ts), which index.html asks for with the app's code.
 */
export const FIRST_SCREEN_SECTIONS: readonly Section[] = [
  ...new Set([
    ...SHELL_SECTIONS.filter((s) => !AFTER_FIRST_SCREEN.includes(s)),
    ...(ROUTE_SECTIONS.home ?? []),
  ]),
];
