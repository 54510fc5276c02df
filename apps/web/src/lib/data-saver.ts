import { useSyncExternalStore } from 'react';
import { connection, type DataSaverChoice, dataSaverFor, isDataSaverChoice } from './data-saver-rules.ts';
import { readStored, storageKeys, writeStored } from './storage.ts';

export {
  type DataSaverChoice,
  dataSaverChoices,
  dataSaverFor,
  isDataSaverChoice,
  type NetworkHints,
  networkAsksToSaveData,
} from './data-saver-rules.ts';

/**
 * The data saver (issue 20): carousels stop turning by themselves and load only the slide on screen, and
 * wide game covers give way to the small ones. The player chooses on, off or automatic (the default);
 * automatic turns it on when the phone asks to save data (navigator.connection.saveData, or the
 * `Save-Data: on` header the server saw, for browsers that only send the header) or the network is 2G.
 */
let choice: DataSaverChoice = 'auto';
let header = false;
let on = false;
const listeners = new Set<() => void>();

function update(): void {
  const next = dataSaverFor(choice, connection(), header);
  if (typeof document !== 'undefined') {
    if (next) document.documentElement.dataset.dataSaver = 'on';
    else delete document.documentElement.dataset.dataSaver;
  }
  if (next === on) return;
  on = next;
  for (const listener of listeners) listener();
}

export function dataSaverOn(): boolean {
  return on;
}

export function dataSaverChoice(): DataSaverChoice {
  return choice;
}

export function subscribeDataSaver(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setDataSaverChoice(next: DataSaverChoice): void {
  choice = next;
  writeStored(storageKeys.dataSaver, next === 'auto' ? null : next);
  update();
  // The choice itself changed even when the outcome did not: the settings page shows it.
  for (const listener of listeners) listener();
}

/** The server saw `Save-Data: on` (app info). */
export function noteSaveDataHeader(value: boolean): void {
  header = value;
  update();
}

/** Reads the stored choice and follows the network from now on (a phone that drops to 2G turns it on). */
export function initDataSaver(): void {
  const stored = readStored(storageKeys.dataSaver);
  choice = isDataSaverChoice(stored) ? stored : 'auto';
  connection()?.addEventListener?.('change', update);
  update();
}

/** Whether the data saver is on, re-rendering when it turns. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribeDataSaver, dataSaverOn, dataSaverOn);
}

/** The player's choice (auto, on, off), re-rendering when it changes. */
export function useDataSaverChoice(): DataSaverChoice {
  return useSyncExternalStore(subscribeDataSaver, dataSaverChoice, dataSaverChoice);
}
