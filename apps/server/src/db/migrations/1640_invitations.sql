-- Invitations and referral (issue 17; docs/decisions/021-invitations.md). Who invited whom is
-- players.invited_by, written at registration; these tables keep the share-link clicks, what each invitee
-- did that the invitation tasks count, and the rewards earned by the inviter, one per invitee and task.
CREATE INDEX players_invited_by_idx ON players (invited_by) WHERE invited_by IS NOT NULL;

-- A share link opened (/invitation/{code}/{channel}): 1 facebook, 2 linkedin, 3 twitter, 4 whatsapp, 5 sms.
CREATE TABLE invite_clicks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  inviter_id uuid NOT NULL REFERENCES players (id),
  channel smallint NOT NULL CHECK (channel BETWEEN 1 AND 5),
  device_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX invite_clicks_inviter_idx ON invite_clicks (inviter_id, channel);
CREATE INDEX invite_clicks_device_idx ON invite_clicks (device_id, id DESC) WHERE device_id IS NOT NULL;

-- One row per invitee once the outbox has seen them deposit or bet. refused_reason: the abuse rule that
-- keeps their inviter from being paid for them (decided once, at the first credited deposit).
CREATE TABLE invitees (
  invitee_id uuid PRIMARY KEY REFERENCES players (id),
  inviter_id uuid NOT NULL REFERENCES players (id),
  wagered_minor bigint NOT NULL DEFAULT 0 CHECK (wagered_minor >= 0),
  first_deposit_minor bigint CHECK (first_deposit_minor > 0),
  first_deposit_at timestamptz,
  refused_reason text CHECK (refused_reason IN ('self', 'same_device', 'same_mobile_money')),
  created_at timestamptz NOT NULL
);
CREATE INDEX invitees_inviter_idx ON invitees (inviter_id);

-- What an invitee earned their inviter: at most one row per invitee and task (UNIQUE), paid at most once
-- through the rewards module (grant key invite:{inviter}:{invitee}:{task}).
CREATE TABLE invite_rewards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  inviter_id uuid NOT NULL REFERENCES players (id),
  invitee_id uuid NOT NULL REFERENCES players (id),
  task_id integer NOT NULL,
  asset text NOT NULL CHECK (asset IN ('cash', 'withdrawable_cash', 'coins', 'diamonds')),
  amount bigint NOT NULL CHECK (amount > 0),
  earned_at timestamptz NOT NULL,
  grant_id bigint REFERENCES reward_grants (id),
  paid_at timestamptz,
  UNIQUE (invitee_id, task_id),
  CHECK ((grant_id IS NULL) = (paid_at IS NULL))
);
CREATE INDEX invite_rewards_inviter_idx ON invite_rewards (inviter_id, id DESC);
