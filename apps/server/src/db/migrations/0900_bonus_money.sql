-- Bonus money (issue 22; docs/decisions/017-bonus-money.md). Deposit bonus offers are data per market; a
-- granted bonus is a wallet hold from the offer's promotion account to the player's withdrawable cash:
-- posted (one transfer) when the wagering requirement is met, voided back to the promotion account at
-- expiry or when the player confirms a withdrawal that forfeits it.

CREATE TABLE bonus_offers (
  id integer PRIMARY KEY,
  -- Names the promotion account (`promotion.bonus-<code>`) and the grants' idempotency keys.
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z][a-z0-9-]{0,23}$'),
  market text NOT NULL CHECK (market ~ '^[A-Z]{2}$'),
  enabled boolean NOT NULL DEFAULT true,
  -- The bonus is percent_bp basis points of the credited deposit (10000 = 100%), at most cap_minor.
  percent_bp integer NOT NULL CHECK (percent_bp > 0 AND percent_bp <= 100000),
  cap_minor bigint NOT NULL CHECK (cap_minor > 0),
  min_deposit_minor bigint NOT NULL CHECK (min_deposit_minor >= 0),
  -- Which of the player's credited deposits qualify: {1} the first, {2,3} the second and third.
  deposit_seqs integer[] NOT NULL CHECK (cardinality(deposit_seqs) > 0 AND 0 < ALL (deposit_seqs)),
  -- Deposits credited in [valid_from, valid_until) qualify; null valid_until: no end.
  valid_from timestamptz NOT NULL,
  valid_until timestamptz,
  -- Wagering requirement = the bonus × wagering_multiple, counted from settled real-money bets.
  wagering_multiple integer NOT NULL CHECK (wagering_multiple BETWEEN 0 AND 100),
  -- Percent of a stake that counts, per game category id ({"2": 100, "3": 50}); a game in several listed
  -- categories counts at the highest; a game in none counts default_contribution.
  contributions jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(contributions) = 'object'),
  default_contribution integer NOT NULL DEFAULT 0 CHECK (default_contribution BETWEEN 0 AND 100),
  -- A granted bonus not converted within this long is removed.
  expires_after_hours integer NOT NULL CHECK (expires_after_hours > 0),
  -- {en, fr, pt}
  title jsonb NOT NULL,
  terms jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE player_bonuses (
  id uuid PRIMARY KEY,
  player_id uuid NOT NULL,
  offer_id integer NOT NULL REFERENCES bonus_offers (id),
  -- The deposit that earned it (the player event's source_ref) and its rank among the player's deposits.
  deposit_ref text NOT NULL UNIQUE,
  deposit_seq integer NOT NULL,
  deposit_minor bigint NOT NULL CHECK (deposit_minor > 0),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  required_minor bigint NOT NULL CHECK (required_minor >= 0),
  wagered_minor bigint NOT NULL DEFAULT 0 CHECK (wagered_minor >= 0),
  state text NOT NULL CHECK (state IN ('active', 'converted', 'expired', 'forfeited')),
  -- The wallet hold that carries the money (its state follows this row's, in the same transaction).
  hold_id uuid NOT NULL UNIQUE,
  granted_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz,
  -- What ended it: a withdrawal order for a forfeit.
  settled_ref text,
  -- An offer pays a player once per qualifying deposit rank, whatever the callbacks and deliveries.
  UNIQUE (player_id, offer_id, deposit_seq),
  CHECK ((state = 'active') = (settled_at IS NULL))
);
CREATE INDEX player_bonuses_active_idx ON player_bonuses (player_id, granted_at) WHERE state = 'active';
CREATE INDEX player_bonuses_expiry_idx ON player_bonuses (expires_at) WHERE state = 'active';

-- A bonus's state moves only forward: active → converted | expired | forfeited.
CREATE FUNCTION player_bonuses_forward() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state <> NEW.state AND OLD.state <> 'active' THEN
    RAISE EXCEPTION 'player bonus % is % and cannot become %', OLD.id, OLD.state, NEW.state;
  END IF;
  IF NEW.amount_minor <> OLD.amount_minor OR NEW.required_minor <> OLD.required_minor
     OR NEW.hold_id <> OLD.hold_id OR NEW.player_id <> OLD.player_id THEN
    RAISE EXCEPTION 'player bonus % terms are fixed once granted', OLD.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER player_bonuses_forward BEFORE UPDATE ON player_bonuses
  FOR EACH ROW EXECUTE FUNCTION player_bonuses_forward();

-- What each bet contributed to a bonus, so a rolled-back bet takes exactly its contribution off again.
CREATE TABLE bonus_wagers (
  bonus_id uuid NOT NULL REFERENCES player_bonuses (id),
  bet_ref text NOT NULL,
  stake_minor bigint NOT NULL CHECK (stake_minor >= 0),
  contributed_minor bigint NOT NULL CHECK (contributed_minor >= 0),
  rolled_back boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (bonus_id, bet_ref)
);
CREATE INDEX bonus_wagers_bet_idx ON bonus_wagers (bet_ref);
