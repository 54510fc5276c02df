-- The back office's content drafts and staff sends (issue 18, decision 016).
-- A draft is an edit players never read: the player's queries read only the live tables (0400), so a
-- draft cannot leak by a forgotten WHERE. Publishing writes the payload onto its live row and deletes the
-- draft, in one transaction with its audit row.
CREATE TABLE content_drafts (
  id uuid PRIMARY KEY,
  market text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('advert', 'menu_item', 'notice', 'page', 'faq', 'rule', 'option')),
  -- The live row it edits: an id (advert, menu item, notice, FAQ) or a type (page, rule, option) as text.
  -- NULL: a new advert, menu item, notice or FAQ entry (several may wait at once).
  target_key text,
  -- The item's fields as the contract's payload of its kind (packages/contract admin-content.ts).
  payload jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
  updated_by uuid REFERENCES staff_accounts (id),
  updated_at timestamptz NOT NULL,
  -- One draft per live item: two editors work on the same draft, not on two that overwrite each other.
  UNIQUE (market, kind, target_key)
);

-- One row per staff send of a message or notice popup: the idempotency key makes a double click (or a
-- retry) one send. A send to all is one broadcast row (system_messages / notice_popups with no player),
-- never a row per player.
CREATE TABLE staff_sends (
  idempotency_key uuid PRIMARY KEY,
  market text NOT NULL,
  -- sha256 of the request: the same key with another message is refused, never sent.
  request_hash text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('message', 'popup')),
  audience text NOT NULL CHECK (audience IN ('player', 'all')),
  player_id uuid REFERENCES players (id),
  title text NOT NULL,
  -- member_messages.id, system_messages.id or notice_popups.id, by channel and audience.
  message_id bigint NOT NULL,
  sent_by uuid REFERENCES staff_accounts (id),
  sent_at timestamptz NOT NULL,
  CHECK ((audience = 'player') = (player_id IS NOT NULL))
);
CREATE INDEX staff_sends_recent_idx ON staff_sends (market, sent_at DESC);
