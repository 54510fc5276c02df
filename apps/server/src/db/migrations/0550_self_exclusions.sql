-- Self-exclusion history (docs/decisions/005-self-exclusion.md). players.self_excluded_until holds the
-- effective end ('infinity' when permanent) that login and the session lookup read; this table keeps every
-- request, for support and for the regulator.
CREATE TABLE self_exclusions (
  id bigserial PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  period text NOT NULL CHECK (period IN ('1d', '7d', '30d', '90d', '180d', '1y', 'permanent')),
  starts_at timestamptz NOT NULL,
  -- The end this request asked for ('infinity' when permanent). The effective end is the later of all.
  requested_until timestamptz NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX self_exclusions_player_idx ON self_exclusions (player_id, starts_at DESC);
