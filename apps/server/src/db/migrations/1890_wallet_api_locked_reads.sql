-- Issue 21: a seamless-wallet call took its provider txIds' advisory locks in one statement and read what
-- they protect in the next, since a statement's snapshot is taken when it starts, before any lock it waits
-- for. Each function below does both in one statement (one round trip fewer per call): inside plpgsql every
-- statement takes a fresh snapshot, so the read still sees whatever committed before the locks were granted
-- (a duplicate waits for its twin, then reads the twin's stored answer). `p_keys`: '<provider>:<txId>',
-- sorted by the caller (no two calls wait on each other in a cycle). Lock order unchanged (decision 012):
-- the txIds, then the round row, then the ledger accounts.

-- The bet: the call logged for its txId, the session of its token and that session's game's provider.
CREATE FUNCTION wallet_api_read_bet(p_keys text[], p_provider text, p_tx_id text, p_token_hash bytea)
RETURNS TABLE (
  logged_kind text, logged_round_id text, logged_player_id uuid, logged_amount_minor bigint,
  logged_request_hash text, logged_transfer_id uuid, logged_response text, logged_rolled_back_at timestamptz,
  id uuid, player_id uuid, game_id integer, expires_at timestamptz, ended_at timestamptz, end_reason text,
  last_seen_at timestamptz, game_provider text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest(p_keys) AS k;
  RETURN QUERY
    SELECT l.kind, l.round_id, l.player_id, l.amount_minor, l.request_hash, l.transfer_id, l.response,
           l.rolled_back_at,
           s.id, s.player_id, s.game_id, s.expires_at, s.ended_at, s.end_reason, s.last_seen_at,
           g.provider
      FROM (VALUES (1)) AS one
      LEFT JOIN wallet_api_transactions l ON l.provider = p_provider AND l.tx_id = p_tx_id
      LEFT JOIN game_sessions s ON s.token_hash = p_token_hash
      LEFT JOIN games g ON g.id = s.game_id;
END $$;

-- The win: the call logged for its txId, the bet it pays, and the round with its game's win rules, the
-- round locked for the rest of the transaction (even for a duplicate: the lock order stays the same).
-- room_minor: what the round may still pay, its net stake times the game's declared maximum less what it
-- paid, in NUMERIC arithmetic floored to a minor unit.
CREATE FUNCTION wallet_api_read_win(
  p_keys text[], p_provider text, p_tx_id text, p_bet_tx_id text, p_round_id text
)
RETURNS TABLE (
  logged_kind text, logged_round_id text, logged_player_id uuid, logged_amount_minor bigint,
  logged_request_hash text, logged_transfer_id uuid, logged_response text, logged_rolled_back_at timestamptz,
  bet_kind text, bet_round_id text, bet_player_id uuid, bet_amount_minor bigint,
  bet_request_hash text, bet_transfer_id uuid, bet_response text, bet_rolled_back_at timestamptz,
  player_id uuid, game_id integer, status text, several_wins_per_round boolean, room_minor bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest(p_keys) AS k;
  RETURN QUERY
    WITH r AS (
      SELECT r.player_id, r.game_id, r.status, g.several_wins_per_round,
             GREATEST(floor((r.bet_minor - r.refunded_minor) * g.max_win_multiplier)::bigint - r.win_minor, 0)
               AS room_minor
        FROM game_rounds r JOIN games g ON g.id = r.game_id
       WHERE r.provider = p_provider AND r.round_id = p_round_id
         FOR UPDATE OF r)
    SELECT l.kind, l.round_id, l.player_id, l.amount_minor, l.request_hash, l.transfer_id, l.response,
           l.rolled_back_at,
           b.kind, b.round_id, b.player_id, b.amount_minor, b.request_hash, b.transfer_id, b.response,
           b.rolled_back_at,
           r.player_id, r.game_id, r.status, r.several_wins_per_round, r.room_minor
      FROM (VALUES (1)) AS one
      LEFT JOIN wallet_api_transactions l ON l.provider = p_provider AND l.tx_id = p_tx_id
      LEFT JOIN wallet_api_transactions b ON b.provider = p_provider AND b.tx_id = p_bet_tx_id
      LEFT JOIN r ON true;
END $$;

-- The rollback: the call logged for its txId, the call it undoes, the player of the named round (locked
-- for the rest of the transaction, as a win locks it) and the game of the undone call's round.
CREATE FUNCTION wallet_api_read_rollback(
  p_keys text[], p_provider text, p_tx_id text, p_original_tx_id text, p_round_id text
)
RETURNS TABLE (
  logged_kind text, logged_round_id text, logged_player_id uuid, logged_amount_minor bigint,
  logged_request_hash text, logged_transfer_id uuid, logged_response text, logged_rolled_back_at timestamptz,
  original_kind text, original_round_id text, original_player_id uuid, original_amount_minor bigint,
  original_request_hash text, original_transfer_id uuid, original_response text,
  original_rolled_back_at timestamptz,
  round_player_id uuid, original_game_id integer
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest(p_keys) AS k;
  RETURN QUERY
    WITH r AS (SELECT player_id FROM game_rounds
                WHERE provider = p_provider AND round_id = p_round_id FOR UPDATE)
    SELECT l.kind, l.round_id, l.player_id, l.amount_minor, l.request_hash, l.transfer_id, l.response,
           l.rolled_back_at,
           o.kind, o.round_id, o.player_id, o.amount_minor, o.request_hash, o.transfer_id, o.response,
           o.rolled_back_at,
           r.player_id, g.game_id
      FROM (VALUES (1)) AS one
      LEFT JOIN wallet_api_transactions l ON l.provider = p_provider AND l.tx_id = p_tx_id
      LEFT JOIN wallet_api_transactions o ON o.provider = p_provider AND o.tx_id = p_original_tx_id
      LEFT JOIN r ON true
      LEFT JOIN game_rounds g ON g.provider = p_provider AND g.round_id = o.round_id;
END $$;
