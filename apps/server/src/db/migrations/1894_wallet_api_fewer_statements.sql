-- Issue 21: a wallet call's PostgreSQL CPU is mostly the fixed cost of each statement a function runs
-- (executor start and end, expression set-up, plan-cache checks; a perf profile of the backends is flat), not
-- the rows it touches. The functions of migration 1893 are replaced by ones doing the same work, in the same
-- order, with the same locks and answers, in fewer statements:
-- - the txIds' advisory locks and the stake's checks as assignments (plpgsql evaluates a plain expression
--   without the executor) instead of PERFORM and a nested SELECT of rg_lock_stake_checks;
-- - a stake's pause and responsible-gaming locks in one statement, then its limits read by the loop itself
--   (after that lock, so with a snapshot that sees every committed change of a limit), instead of a JSON
--   array built and then read back;
-- - a bet's round opened or joined with its stake already counted (the INSERT … ON CONFLICT that locks it),
--   instead of a second UPDATE of the same row; a stake refused for short funds takes it back (the round
--   opened by it is deleted, as before);
-- - the round's change, the player event and the log row written directly, not through helper functions, the
--   log row carrying the answer with the balance read inside the same INSERT;
-- - a win's own log row and its bet's read by one statement, after the round's lock;
-- - the answer returned with RETURN NEXT instead of a RETURN QUERY statement;
-- - the answers' and request hashes' helpers declared STABLE, which their bodies are (to_json and convert_to
--   are stable): PostgreSQL inlines a SQL function only when its body is no more volatile than declared, so
--   as IMMUTABLE each call ran as a SQL function of its own (wallet_api_ok 9 µs → 1.3 µs, wallet_api_transfer_hash
--   15 µs → 2.4 µs per call, measured in a loop). Nothing indexes or stores them.
-- The helper functions of 1893 stay for the rarer paths (refusals, rollbacks of a win) and for TypeScript.

ALTER FUNCTION wallet_api_json(text) STABLE;
ALTER FUNCTION wallet_api_refusal(text, text) STABLE;
ALTER FUNCTION wallet_api_ok(text, text, bigint, text) STABLE;
ALTER FUNCTION wallet_api_replay(text, text, text) STABLE;
ALTER FUNCTION wallet_api_transfer_hash(text, text, text, text, text, bigint) STABLE;

-- Which responsible-gaming rule refuses a stake (check-stake.ts's rules, decision 017): locks the player's
-- pause row (FOR SHARE) and responsible-gaming row (FOR UPDATE) in one statement (migration 1892), then
-- reads the limits in a statement of its own, after those locks. NULL: the stake may be taken.
CREATE OR REPLACE FUNCTION wallet_api_stake_refusal(
  p_player uuid, p_amount bigint, p_now timestamptz, p_loss_periods text[], p_loss_starts timestamptz[]
) RETURNS text LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  c record;
  lim record;
  v_value bigint;
BEGIN
  WITH p AS (SELECT true AS found, self_excluded_until, time_out_until FROM players
              WHERE id = p_player FOR SHARE),
       rg AS (SELECT true AS found, session_started_at FROM rg_players WHERE player_id = p_player FOR UPDATE)
  SELECT p.found AS player_found, p.self_excluded_until, p.time_out_until, rg.found AS rg_found,
         rg.session_started_at
    INTO c
    FROM (VALUES (1)) AS one LEFT JOIN p ON true LEFT JOIN rg ON true;
  -- play-pause.ts playPauseOf: a self-exclusion without end never ends; a time-out always has one.
  IF c.player_found AND ((c.self_excluded_until IS NOT NULL AND c.self_excluded_until > p_now)
      OR (c.time_out_until IS NOT NULL AND c.time_out_until <> 'infinity' AND c.time_out_until > p_now)) THEN
    RETURN 'paused';
  END IF;
  IF NOT coalesce(c.rg_found, false) THEN RETURN NULL; END IF;
  FOR lim IN SELECT l.kind, l.period, l.value, l.pending_value, l.pending_from
               FROM rg_limits l WHERE l.player_id = p_player LOOP
    -- limits.ts effectiveValue: a pending change whose day has come counts as done.
    v_value := CASE WHEN lim.pending_from IS NOT NULL AND lim.pending_from <= p_now THEN lim.pending_value
                    ELSE lim.value END;
    CONTINUE WHEN v_value IS NULL OR lim.kind = 'deposit';
    IF lim.period = 'session' THEN
      IF c.session_started_at IS NOT NULL AND p_now >= c.session_started_at + v_value * interval '1 minute' THEN
        RETURN 'session-limit';
      END IF;
      CONTINUE;
    END IF;
    IF wallet_api_lost_since(p_player, p_loss_starts[array_position(p_loss_periods, lim.period)]) + p_amount
       > v_value THEN
      RETURN 'loss-limit';
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

-- A bet (settle-bet.ts): as in migration 1893.
CREATE OR REPLACE FUNCTION wallet_api_bet(
  p_provider text, p_tx_id text, p_round_id text, p_player text, p_amount bigint, p_currency text,
  p_market_currency text, p_token_hash bytea, p_request_hash text, p_house text, p_metadata jsonb,
  p_loss_periods text[], p_loss_starts timestamptz[], p_now timestamptz, p_seen_before timestamptz
) RETURNS TABLE (response text, created_minor bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_variable
DECLARE
  l record;
  s record;
  v_player uuid;
  v_refusal text;
  v_round_player uuid;
  v_opened boolean;
  v_from text; v_alt text;
  w wallet_result;
  v_locked text;
BEGIN
  v_locked := pg_advisory_xact_lock(hashtextextended(p_provider || ':' || p_tx_id, 0))::text;
  SELECT t.kind, t.request_hash, t.response INTO l
    FROM wallet_api_transactions t WHERE t.provider = p_provider AND t.tx_id = p_tx_id;
  IF FOUND THEN
    IF l.kind = 'tombstone' THEN
      RETURN QUERY SELECT wallet_api_refusal('TX_ROLLED_BACK', 'rolled back before it came'), NULL::bigint;
    ELSE
      RETURN QUERY SELECT wallet_api_replay(l.request_hash, p_request_hash, l.response), NULL::bigint;
    END IF;
    RETURN;
  END IF;

  -- Refusals for the session are not logged: the bet may be retried on a fresh session.
  SELECT gs.id, gs.player_id, gs.game_id, gs.expires_at, gs.ended_at, gs.end_reason, gs.last_seen_at,
         g.provider AS game_provider
    INTO s FROM game_sessions gs LEFT JOIN games g ON g.id = gs.game_id WHERE gs.token_hash = p_token_hash;
  IF NOT FOUND THEN
    RETURN QUERY SELECT wallet_api_refusal('INVALID_SESSION', 'unknown'), NULL::bigint; RETURN;
  ELSIF s.ended_at IS NOT NULL THEN
    RETURN QUERY SELECT wallet_api_refusal('INVALID_SESSION',
      CASE WHEN s.end_reason = 'kicked' THEN 'kicked' ELSE 'ended' END), NULL::bigint;
    RETURN;
  ELSIF s.expires_at <= p_now THEN
    RETURN QUERY SELECT wallet_api_refusal('SESSION_EXPIRED', 'expired'), NULL::bigint; RETURN;
  END IF;
  IF s.last_seen_at < p_seen_before THEN
    UPDATE game_sessions SET last_seen_at = p_now WHERE id = s.id AND last_seen_at < p_seen_before;
  END IF;
  v_player := s.player_id;
  IF p_player <> v_player::text THEN
    RETURN QUERY SELECT wallet_api_refusal('INVALID_SESSION', 'session of another player'), NULL::bigint; RETURN;
  ELSIF s.game_provider IS DISTINCT FROM p_provider THEN
    RETURN QUERY SELECT wallet_api_refusal('INVALID_SESSION', 'a session of another provider'), NULL::bigint;
    RETURN;
  ELSIF p_currency <> p_market_currency THEN
    RETURN QUERY SELECT wallet_api_refusal('INVALID_REQUEST', 'wrong currency'), NULL::bigint; RETURN;
  END IF;

  -- Responsible gaming (issue 19), before the round or the money; refused definitively and logged.
  v_refusal := wallet_api_stake_refusal(v_player, p_amount, p_now, p_loss_periods, p_loss_starts);
  IF v_refusal IS NOT NULL THEN
    RETURN QUERY SELECT wallet_api_record(p_provider, p_tx_id, 'bet', p_round_id, v_player, 0, p_request_hash, NULL,
      '{"status":"LIMIT_REACHED","reason":' || wallet_api_json(v_refusal) || ',"balance":'
        || wallet_api_money(v_player) || ',"currency":' || wallet_api_json(p_market_currency) || '}', p_now),
      NULL::bigint;
    RETURN;
  END IF;

  -- The round, opened at its first bet or joined, locked before the accounts as a win locks it, with this
  -- stake counted (taken back below if the money is short); another player's round is left as it was, but
  -- for its last call's time, as before.
  INSERT INTO game_rounds AS r (provider, round_id, player_id, game_id, bet_minor, created_at, last_call_at)
  VALUES (p_provider, p_round_id, v_player, s.game_id, p_amount, p_now, p_now)
  ON CONFLICT (provider, round_id) DO UPDATE
    SET last_call_at = EXCLUDED.last_call_at,
        bet_minor = CASE WHEN r.player_id = EXCLUDED.player_id THEN r.bet_minor + EXCLUDED.bet_minor
                         ELSE r.bet_minor END
  RETURNING r.player_id, (r.xmax = 0) INTO v_round_player, v_opened;
  IF v_round_player <> v_player THEN
    RETURN QUERY SELECT wallet_api_refusal('INVALID_REQUEST', 'this roundId belongs to another player'),
      NULL::bigint;
    RETURN;
  END IF;

  -- The player's cash: locked first, then withdrawable (accounts.ts).
  v_from := 'player:' || v_player || ':locked';
  v_alt := 'player:' || v_player || ':withdrawable';
  w := wallet_transfer('bet:' || p_provider || ':' || p_tx_id,
    wallet_api_transfer_hash('bet', p_round_id, v_from, v_alt, p_house, p_amount), 'bet', v_player, p_round_id,
    jsonb_build_object('gameId', s.game_id) || p_metadata, ARRAY[v_from], ARRAY[v_alt], ARRAY[p_house],
    ARRAY[p_amount]);
  IF w.status = 'insufficient' THEN
    IF v_opened THEN
      DELETE FROM game_rounds WHERE provider = p_provider AND round_id = p_round_id;
    ELSE
      UPDATE game_rounds SET bet_minor = bet_minor - p_amount WHERE provider = p_provider AND round_id = p_round_id;
    END IF;
    RETURN QUERY SELECT wallet_api_record(p_provider, p_tx_id, 'bet', p_round_id, v_player, p_amount,
      p_request_hash, NULL, '{"status":"INSUFFICIENT_FUNDS","balance":' || wallet_api_money(v_player)
        || ',"currency":' || wallet_api_json(p_market_currency) || '}', p_now), NULL::bigint;
    RETURN;
  ELSIF w.status NOT IN ('created', 'replayed') THEN
    RAISE EXCEPTION 'the stake''s transfer answered %', w.status;
  END IF;

  -- Tasks and other activities count this stake (docs/player-events.md); it commits with the stake.
  INSERT INTO player_events (kind, player_id, amount_minor, game_id, source_ref, occurred_at, detail)
  VALUES ('bet', v_player, p_amount, s.game_id, p_provider || ':' || p_tx_id, p_now,
          jsonb_build_object('roundId', p_round_id))
  ON CONFLICT (kind, source_ref) DO NOTHING;
  INSERT INTO wallet_api_transactions AS t
    (provider, tx_id, kind, round_id, player_id, amount_minor, request_hash, transfer_id, response, created_at)
  VALUES (p_provider, p_tx_id, 'bet', p_round_id, v_player, p_amount, p_request_hash, w.transfer_id,
          wallet_api_ok(p_tx_id, w.transfer_id::text, wallet_api_money(v_player), p_market_currency), p_now)
  RETURNING t.response INTO response;
  created_minor := CASE WHEN w.status = 'created' THEN p_amount END;
  RETURN NEXT;
END $$;

-- A win of a bet (settle-win.ts): as in migration 1893.
CREATE OR REPLACE FUNCTION wallet_api_win(
  p_keys text[], p_provider text, p_tx_id text, p_bet_tx_id text, p_round_id text, p_player text,
  p_amount bigint, p_close boolean, p_request_hash text, p_house text, p_nop_wallet_tx_id text,
  p_market_currency text, p_now timestamptz
) RETURNS TABLE (response text, created_minor bigint, flag text, paid_minor bigint, player_id uuid,
                 game_id integer)
LANGUAGE plpgsql AS $$
#variable_conflict use_variable
DECLARE
  k text;
  v_locked text;
  l record;
  b wallet_api_transactions;
  r record;
  v_paid bigint;
  v_flag text;
  v_to text;
  w wallet_result;
BEGIN
  FOREACH k IN ARRAY p_keys LOOP
    v_locked := pg_advisory_xact_lock(hashtextextended(k, 0))::text;
  END LOOP;
  -- The round is locked even for a duplicate: the lock order stays txIds, round, accounts.
  SELECT gr.player_id, gr.game_id, gr.status, g.several_wins_per_round,
         GREATEST(floor((gr.bet_minor - gr.refunded_minor) * g.max_win_multiplier)::bigint - gr.win_minor, 0)
           AS room_minor
    INTO r FROM game_rounds gr JOIN games g ON g.id = gr.game_id
   WHERE gr.provider = p_provider AND gr.round_id = p_round_id
     FOR UPDATE OF gr;
  -- This call's log row (a duplicate) and its bet's, after the locks.
  SELECT (SELECT t FROM wallet_api_transactions t WHERE t.provider = p_provider AND t.tx_id = p_tx_id) AS own,
         (SELECT t FROM wallet_api_transactions t WHERE t.provider = p_provider AND t.tx_id = p_bet_tx_id) AS bet
    INTO l;
  IF (l.own).kind IS NOT NULL THEN
    RETURN QUERY SELECT wallet_api_replay((l.own).request_hash, p_request_hash, (l.own).response), NULL::bigint,
      NULL::text, NULL::bigint, NULL::uuid, NULL::integer;
    RETURN;
  END IF;
  b := l.bet;
  IF b.kind = 'tombstone' OR b.rolled_back_at IS NOT NULL THEN
    RETURN QUERY SELECT wallet_api_refusal('TX_ROLLED_BACK', 'the bet was rolled back'), NULL::bigint,
      NULL::text, NULL::bigint, NULL::uuid, NULL::integer;
    RETURN;
  ELSIF b.kind IS DISTINCT FROM 'bet' OR (b.response::jsonb ->> 'status') <> 'OK' OR b.round_id <> p_round_id THEN
    RETURN QUERY SELECT wallet_api_refusal('TX_NOT_FOUND', 'no accepted bet with this betTxId in this round'),
      NULL::bigint, NULL::text, NULL::bigint, NULL::uuid, NULL::integer;
    RETURN;
  ELSIF r.player_id IS NULL OR r.player_id::text <> p_player THEN
    RETURN QUERY SELECT wallet_api_refusal('TX_NOT_FOUND', 'no such round for this player'), NULL::bigint,
      NULL::text, NULL::bigint, NULL::uuid, NULL::integer;
    RETURN;
  END IF;

  IF r.status = 'closed' AND NOT r.several_wins_per_round THEN
    -- Not logged as a call: a repeat is judged again, and refused again, with one flag.
    INSERT INTO game_settlement_flags
      (provider, tx_id, round_id, player_id, game_id, reason, requested_minor, paid_minor)
    VALUES (p_provider, p_tx_id, p_round_id, r.player_id, r.game_id, 'win_on_closed_round', p_amount, 0)
    ON CONFLICT (provider, tx_id, reason) DO NOTHING;
    RETURN QUERY SELECT wallet_api_refusal('INVALID_REQUEST',
      'the round is closed and this game pays one win per round'), NULL::bigint, 'win_on_closed_round', 0::bigint,
      r.player_id, r.game_id;
    RETURN;
  END IF;
  v_paid := least(p_amount, r.room_minor);
  IF v_paid < p_amount THEN
    v_flag := 'win_over_cap';
    INSERT INTO game_settlement_flags
      (provider, tx_id, round_id, player_id, game_id, reason, requested_minor, paid_minor)
    VALUES (p_provider, p_tx_id, p_round_id, r.player_id, r.game_id, v_flag, p_amount, v_paid)
    ON CONFLICT (provider, tx_id, reason) DO NOTHING;
  END IF;

  IF v_paid > 0 THEN
    v_to := 'player:' || r.player_id || ':withdrawable';
    w := wallet_transfer('win:' || p_provider || ':' || p_tx_id,
      wallet_api_transfer_hash('win', p_round_id, p_house, NULL, v_to, v_paid), 'win', r.player_id, p_round_id,
      jsonb_build_object('provider', p_provider, 'gameId', r.game_id, 'roundId', p_round_id, 'txId', p_tx_id)
        || CASE WHEN v_paid < p_amount THEN jsonb_build_object('requestedMinor', p_amount) ELSE '{}' END,
      ARRAY[p_house], ARRAY[NULL::text], ARRAY[v_to], ARRAY[v_paid]);
    IF w.status NOT IN ('created', 'replayed') THEN
      RAISE EXCEPTION 'the win''s transfer answered %', w.status;
    END IF;
    -- Activities count what was paid (docs/player-events.md); a win of 0 only ends the round.
    INSERT INTO player_events AS e (kind, player_id, amount_minor, game_id, source_ref, occurred_at, detail)
    VALUES ('win', r.player_id, v_paid, r.game_id, p_provider || ':' || p_tx_id, p_now,
            jsonb_build_object('roundId', p_round_id, 'betTxId', p_bet_tx_id))
    ON CONFLICT (kind, source_ref) DO NOTHING;
  END IF;
  -- The round's change (rounds-repository.ts roundChange).
  UPDATE game_rounds AS gr
     SET win_minor = gr.win_minor + v_paid, last_call_at = p_now,
         status = CASE WHEN p_close THEN 'closed' ELSE gr.status END,
         closed_at = CASE WHEN p_close THEN p_now ELSE gr.closed_at END
   WHERE gr.provider = p_provider AND gr.round_id = p_round_id;
  INSERT INTO wallet_api_transactions AS t
    (provider, tx_id, kind, round_id, player_id, amount_minor, request_hash, transfer_id, response, created_at)
  VALUES (p_provider, p_tx_id, 'win', p_round_id, r.player_id, v_paid, p_request_hash, w.transfer_id,
          wallet_api_ok(p_tx_id, coalesce(w.transfer_id::text, p_nop_wallet_tx_id),
                        wallet_api_money(r.player_id), p_market_currency), p_now)
  RETURNING t.response INTO response;
  created_minor := CASE WHEN w.status = 'created' THEN v_paid END;
  flag := v_flag;
  paid_minor := v_paid;
  player_id := r.player_id;
  game_id := r.game_id;
  RETURN NEXT;
END $$;

-- Its one statement is wallet_api_stake_refusal's now.
DROP FUNCTION rg_lock_stake_checks(uuid);
