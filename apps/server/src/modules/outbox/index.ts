/**
 * The player-event outbox (docs/player-events.md): the games, payments and withdrawals modules record what
 * players do in the transaction that moves the money; activities consume it, at least once, idempotently.
 */
export {
  applyPlayerEvent,
  deliverPlayerEvents,
  type PlayerEvent,
  type PlayerEventConsumer,
  playerEventsOf,
} from './deliver-player-events.ts';
export { type Dispatcher, startPlayerEventDispatcher } from './dispatcher.ts';
export {
  type PlayerEventInput,
  type PlayerEventKind,
  recordPlayerEvent,
} from './record-player-event.ts';
