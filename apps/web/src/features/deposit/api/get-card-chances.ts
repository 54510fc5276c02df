import { activityCalls } from '../../../lib/api/activity-calls.ts';
import { api } from '../../../lib/api/index.ts';

/** The chance is given by the server a moment after the money (player-event outbox): ask a few times. */
const TRIES = 6;
const EVERY_MS = 2_000;

/**
 * Spec activities §4 Deposit-linked rewards: the collect-cards chances a credited deposit gave (0 when the
 * deposit was too small, no card event is open, or the answer does not come). Errors are not shown.
 */
export async function cardChancesOf(orderNo: string): Promise<number> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    try {
      const { granted } = await api(activityCalls.getCollectCardsChances, { orderNo }, { silent: true });
      if (granted > 0) return granted;
    } catch {
      return 0;
    }
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  }
  return 0;
}
