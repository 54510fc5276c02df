import type { PlayerEventConsumer } from '../../outbox/index.ts';
import { memberOf, moveChances, openCardEvents } from './card-event.ts';

/**
 * Turns a credited deposit into chances (spec activities §4 Deposit-linked rewards): every event open at
 * the deposit's time gives its depositChances for a deposit of at least its minimum. The move is keyed by
 * the order's transNo (unique per event and player) and the outbox receipt makes a redelivery a no-op:
 * exactly once, twice over.
 */
export const depositCardChances: PlayerEventConsumer = {
  name: 'collect-cards-chances',
  kinds: ['deposit'],
  async handle(tx, event) {
    const orderNo = typeof event.detail?.transNo === 'string' ? event.detail.transNo : event.sourceRef;
    for (const cardEvent of await openCardEvents(tx, event.occurredAt)) {
      if (event.amountMinor < cardEvent.depositMinimumMinor || cardEvent.depositChances <= 0) continue;
      await memberOf(tx, cardEvent.id, event.playerId, event.occurredAt, true);
      await moveChances(tx, {
        eventId: cardEvent.id,
        playerId: event.playerId,
        reason: 'deposit',
        sourceRef: orderNo,
        delta: cardEvent.depositChances,
        now: event.occurredAt,
      });
    }
  },
};
