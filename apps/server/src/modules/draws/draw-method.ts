import { ticketLine, ticketsHash } from '@sika/fairness';
import type { TicketRow } from './draw-repository.ts';

/** What the public record says about how the outcome is computed (the same as docs/draws.md). */
export const DRAW_METHOD = [
  'commitment = SHA-256(serverSeed), published with the beacon round before sales open;',
  'ticketsHash = SHA-256 of the lines "seq:selection" (cash draw: "seq:selection:clientSeed") in sale order, joined by "\\n", published at the close;',
  'stream = HMAC_SHA256(key = serverSeed, message = randomness + ":" + drawId + ":" + ticketsHash + ":" + i) for i = 0, 1, …, read as big-endian uint32;',
  'lottery: 6 distinct reds by Fisher–Yates strike-out over 1..33 with rejection-sampled integers, then 1 blue in 1..16 from the same stream;',
  'raffles: winning ticket positions drawn the same way among the tickets in sale order;',
  'randomness = SHA-256(BLS signature) of the drand round, verified against the chain public key.',
].join(' ');

/** The tickets hash of a draw's tickets in sale order. */
export function hashTickets(
  tickets: readonly Pick<TicketRow, 'seq' | 'selection' | 'client_seed'>[],
): string {
  return ticketsHash(tickets.map((t) => ticketLine(t.seq, t.selection, t.client_seed)));
}
