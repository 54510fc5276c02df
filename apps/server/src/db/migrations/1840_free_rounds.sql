-- Free rounds of a game, sold in the mall and issued at the game provider (docs/mall.md, "Free spins";
-- decision 024). The provider keeps the award and plays it; the operator keeps what it asked for, whether the
-- provider has it, and what its rounds paid.

-- A free-rounds good gives, per unit: {"gameId": 101, "rounds": 10, "betMinor": 100, "validDays": 7}.
ALTER TABLE mall_goods DROP CONSTRAINT mall_goods_delivery_check;
ALTER TABLE mall_goods ADD CONSTRAINT mall_goods_delivery_check
  CHECK (delivery IN ('raffle_codes', 'bonus_coins', 'data_bundle', 'physical', 'free_rounds'));
ALTER TABLE mall_goods ADD COLUMN free_rounds jsonb;
ALTER TABLE mall_goods ADD CONSTRAINT mall_goods_free_rounds_config
  CHECK ((delivery = 'free_rounds') = (free_rounds IS NOT NULL));

-- A free-rounds line is `pending` until the provider has the award, then `delivered`; refused by the
-- provider (or never answered before the award would have expired) it is `refunded`.
ALTER TABLE mall_order_lines DROP CONSTRAINT mall_order_lines_delivery_state_check;
ALTER TABLE mall_order_lines ADD CONSTRAINT mall_order_lines_delivery_state_check
  CHECK (delivery_state IN ('processing', 'shipped', 'delivered', 'pending', 'refunded'));

-- An award of free rounds the operator gives (or gave) at a provider. award_id is the idempotency key sent
-- to the provider (`mall:{order}:{line}`): one award however often it is sent.
CREATE TABLE free_round_grants (
  award_id text PRIMARY KEY,
  provider text NOT NULL,
  player_id uuid NOT NULL REFERENCES players (id),
  game_id integer NOT NULL REFERENCES games (id),
  rounds integer NOT NULL CHECK (rounds > 0),
  bet_minor bigint NOT NULL CHECK (bet_minor > 0),
  -- the house account that pays the rounds' wins: promotion.<payer> (the mall: 'mall')
  payer text NOT NULL,
  expires_at timestamptz NOT NULL,
  -- pending: not yet confirmed by the provider; issued: the provider has it; refused: the provider said no
  state text NOT NULL CHECK (state IN ('pending', 'issued', 'refused')),
  tries integer NOT NULL DEFAULT 0,
  last_error text,
  rounds_paid integer NOT NULL DEFAULT 0 CHECK (rounds_paid >= 0 AND rounds_paid <= rounds),
  won_minor bigint NOT NULL DEFAULT 0 CHECK (won_minor >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX free_round_grants_player_idx ON free_round_grants (player_id, created_at DESC);
