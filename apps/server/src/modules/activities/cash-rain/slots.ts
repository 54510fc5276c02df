import { localInstant } from '@sika/domain';

/** A configured daily slot: wall-clock times of the market (`HH:mm` or `HH:mm:ss`). */
export interface SlotConfig {
  id: number;
  beginLocal: string;
  endLocal: string;
}

/** 0 upcoming, 1 open now, −1 finished today (activities §4 Cash rain). */
export type SlotStatus = 0 | 1 | -1;

export interface DaySlot {
  id: number;
  begin: string;
  end: string;
  beginAt: Date;
  endAt: Date;
  status: SlotStatus;
}

const hhmm = (time: string) => time.slice(0, 5);

function at(date: string, time: string, timeZone: string): Date {
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number | undefined];
  return new Date(localInstant(date, hour, minute, timeZone).getTime() + (second ?? 0) * 1000);
}

/** Today's slots (local date `date`), in begin order, with their status at `now`. */
export function slotsOfDay(slots: SlotConfig[], date: string, timeZone: string, now: Date): DaySlot[] {
  return slots
    .map((slot) => {
      const beginAt = at(date, slot.beginLocal, timeZone);
      const endAt = at(date, slot.endLocal, timeZone);
      const status: SlotStatus = now < beginAt ? 0 : now < endAt ? 1 : -1;
      return { id: slot.id, begin: hhmm(slot.beginLocal), end: hhmm(slot.endLocal), beginAt, endAt, status };
    })
    .sort((a, b) => a.beginAt.getTime() - b.beginAt.getTime());
}

/** The same day's slots with their status at another moment `now` (no time-zone work). */
export function statusAt(slots: DaySlot[], now: Date): DaySlot[] {
  return slots.map((slot) => {
    const status: SlotStatus = now < slot.beginAt ? 0 : now < slot.endAt ? 1 : -1;
    return status === slot.status ? slot : { ...slot, status };
  });
}

/** The slot to display: the first open, else the first upcoming, else the first finished (§4). */
export function displayedSlot(slots: DaySlot[]): number | null {
  for (const status of [1, 0, -1] as const) {
    const index = slots.findIndex((slot) => slot.status === status);
    if (index >= 0) return index;
  }
  return null;
}

/**
 * The slot a gift claimed at `now` belongs to: the open one, or one that ended less than `graceMs` ago (the
 * client claims after a 3 s countdown and a 15 s rain, so a rain started in the last seconds still counts).
 */
export function claimableSlot(slots: DaySlot[], now: Date, graceMs: number): DaySlot | null {
  return (
    slots.find((slot) => slot.status === 1) ??
    slots.find((slot) => slot.status === -1 && now.getTime() < slot.endAt.getTime() + graceMs) ??
    null
  );
}
