import { readStored, storageKeys } from './storage.ts';

/**
 * The data saver's rules (issue 20), apart from its React state (data-saver.ts) so that index.html's boot
 * script can tell, before the app runs, which game covers home will show.
 */
export const dataSaverChoices = ['auto', 'on', 'off'] as const;
export type DataSaverChoice = (typeof dataSaverChoices)[number];

/** What the Network Information API tells (Chromium only; elsewhere nothing, so only the header counts). */
export interface NetworkHints {
  saveData?: boolean;
  effectiveType?: string;
}

export function isDataSaverChoice(value: unknown): value is DataSaverChoice {
  return typeof value === 'string' && (dataSaverChoices as readonly string[]).includes(value);
}

/** Whether a phone in this state asks for less data. */
export function networkAsksToSaveData(network: NetworkHints | undefined, saveDataHeader: boolean): boolean {
  if (saveDataHeader || network?.saveData === true) return true;
  return network?.effectiveType === '2g' || network?.effectiveType === 'slow-2g';
}

/** The data saver is on when the player turned it on, or left it automatic and the network asks. */
export function dataSaverFor(choice: DataSaverChoice, network: NetworkHints | undefined, header: boolean) {
  if (choice !== 'auto') return choice === 'on';
  return networkAsksToSaveData(network, header);
}

type Connection = NetworkHints & EventTarget;

export function connection(): Connection | undefined {
  return (globalThis.navigator as (Navigator & { connection?: Connection }) | undefined)?.connection;
}

/** Whether the data saver is on at start, before the server has said whether it saw `Save-Data: on`. */
export function dataSaverAtStart(): boolean {
  const stored = readStored(storageKeys.dataSaver);
  return dataSaverFor(isDataSaverChoice(stored) ? stored : 'auto', connection(), false);
}
