/** The coins-event popup (activities spec §2). */
export { getCoinsEvent } from './get-coins-event.ts';
