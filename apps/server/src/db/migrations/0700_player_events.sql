-- The player-event outbox (ARCHITECTURE.md, Activities and rewards; docs/player-events.md). A row is written
-- in the same transaction as the money movement it describes (a settled bet, a win, a rollback, a credited
-- deposit, a paid withdrawal), so an event exists if and only if that movement committed.
CREATE TABLE player_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The writing transaction's id. Consumers read in (tx_id, id) order and only below the oldest running
  -- transaction (pg_snapshot_xmin), so an event committed late can never fall behind a consumer's cursor.
  tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'deposit', 'withdrawal')),
  player_id uuid NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  game_id integer,
  -- The business id the event comes from (a provider transaction, an order): one event per movement.
  source_ref text NOT NULL,
  occurred_at timestamptz NOT NULL,
  detail jsonb,
  UNIQUE (kind, source_ref)
);
CREATE INDEX player_events_order_idx ON player_events (tx_id, id);

-- One cursor per consumer: the last (tx_id, id) it handled. Its row lock makes one instance at a time
-- deliver to a consumer.
CREATE TABLE player_event_cursors (
  consumer text PRIMARY KEY,
  tx_id xid8 NOT NULL DEFAULT '0'::xid8,
  event_id bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Events a consumer has applied: delivery is at least once, the effect exactly once (a second delivery of
-- the same event finds its receipt and does nothing).
CREATE TABLE player_event_receipts (
  consumer text NOT NULL,
  event_id bigint NOT NULL REFERENCES player_events (id),
  handled_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);
