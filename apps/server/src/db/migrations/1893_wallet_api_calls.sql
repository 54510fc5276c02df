-- Issue 21, decision 025: a seamless-wallet bet, win or rollback is one statement, sent in autocommit: one
-- round trip and one transaction, no BEGIN or COMMIT. Each function below does what settle-bet.ts,
-- settle-win.ts and settle-rollback.ts did in 4 to 7 statements, in the same order, with the same locks
-- (the txIds' advisory locks, sorted by the caller; then the player's pause and responsible-gaming rows for a
-- stake; then the round row; then the ledger accounts inside wallet_transfer / wallet_reverse), the same
-- checks and the same answers. Inside plpgsql each statement takes a fresh snapshot, so what is read after a
-- lock sees whatever committed before the lock was granted (migrations 1890, 1892).
--
-- Answers are built here as the JSON text sent and stored (byte for byte what JSON.stringify of the same
-- object writes: keys in the contract's order, strings through to_json). What stays in TypeScript: the
-- signature, the request's schema, the request hash, the lock keys, the house shards (shardOf), the market's
-- currency, the clock and the windows of the loss limits (limits.ts), and the metrics and warnings.

-- A string as JSON text.
CREATE FUNCTION wallet_api_json(p text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(to_json(p)::text, 'null')
$$;

-- A refusal's answer: {"status":…,"message":…}.
CREATE FUNCTION wallet_api_refusal(p_status text, p_message text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '{"status":' || wallet_api_json(p_status) || ',"message":' || wallet_api_json(p_message) || '}'
$$;

-- A settled call's answer: {"status":"OK","txId":…,"walletTxId":…,"balance":…,"currency":…}.
CREATE FUNCTION wallet_api_ok(p_tx_id text, p_wallet_tx_id text, p_balance bigint, p_currency text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '{"status":"OK","txId":' || wallet_api_json(p_tx_id) || ',"walletTxId":' || wallet_api_json(p_wallet_tx_id)
         || ',"balance":' || p_balance || ',"currency":' || wallet_api_json(p_currency) || '}'
$$;

-- A duplicate: the stored answer for the same request, a refusal for another one under the same txId.
CREATE FUNCTION wallet_api_replay(p_stored_hash text, p_hash text, p_stored_response text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_stored_hash = p_hash THEN p_stored_response
              ELSE wallet_api_refusal('INVALID_REQUEST', 'this txId was already used for a different request') END
$$;

-- The player's money balance (withdrawable and locked cash) as the answers carry it; 0 without a player.
CREATE FUNCTION wallet_api_money(p_player uuid) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(balance_minor), 0)::bigint FROM wallet_accounts
   WHERE player_id = p_player AND pocket IN ('withdrawable', 'locked')
$$;

-- The request hash of a one-leg transfer, as the wallet computes it (write-path.ts requestHash of
-- ['transfer', kind, reference, legsForHash(legs)]); tested against it.
CREATE FUNCTION wallet_api_transfer_hash(
  p_kind text, p_reference text, p_from text, p_from_alt text, p_to text, p_amount bigint
) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(convert_to('["transfer",' || wallet_api_json(p_kind) || ',' || wallet_api_json(p_reference)
    || ',[[' || wallet_api_json(p_from) || ',' || wallet_api_json(p_from_alt) || ',' || wallet_api_json(p_to)
    || ',' || p_amount || ']]]', 'UTF8'))
$$;

-- A player's net loss through the seamless wallet since p_since (player-losses.ts, issue 19): stakes less
-- wins, each as long as it was not rolled back; a refused stake is logged too but moved no money.
CREATE FUNCTION wallet_api_lost_since(p_player uuid, p_since timestamptz) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(CASE WHEN kind = 'bet' THEN amount_minor ELSE -amount_minor END), 0)::bigint
    FROM wallet_api_transactions
   WHERE player_id = p_player AND kind IN ('bet', 'win') AND created_at >= p_since
     AND rolled_back_at IS NULL AND (kind = 'win' OR transfer_id IS NOT NULL)
$$;

-- A settled call's log row, whose stored answer is the one sent; returns that answer. p_at NULL: the
-- database's clock (a rollback's row, as before).
CREATE FUNCTION wallet_api_record(
  p_provider text, p_tx_id text, p_kind text, p_round_id text, p_player uuid, p_amount bigint,
  p_request_hash text, p_transfer uuid, p_response text, p_at timestamptz
) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallet_api_transactions
    (provider, tx_id, kind, round_id, player_id, amount_minor, request_hash, transfer_id, response, created_at)
  VALUES (p_provider, p_tx_id, p_kind, p_round_id, p_player, p_amount, p_request_hash, p_transfer, p_response,
          coalesce(p_at, now()));
  RETURN p_response;
END $$;

-- What a call changes in its round (rounds-repository.ts roundChange): amounts added, its last word, and
-- whether it closes the round.
CREATE FUNCTION wallet_api_change_round(
  p_provider text, p_round_id text, p_bet bigint, p_win bigint, p_refunded bigint, p_close boolean,
  p_now timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_rounds
     SET bet_minor = bet_minor + p_bet, win_minor = win_minor + p_win,
         refunded_minor = refunded_minor + p_refunded, last_call_at = p_now,
         status = CASE WHEN p_close THEN 'closed' ELSE status END,
         closed_at = CASE WHEN p_close THEN p_now ELSE closed_at END
   WHERE provider = p_provider AND round_id = p_round_id;
END $$;

-- The player event of a settled call (record-player-event.ts), once per kind and source.
CREATE FUNCTION wallet_api_player_event(
  p_kind text, p_player uuid, p_amount bigint, p_game integer, p_source_ref text, p_at timestamptz,
  p_detail jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO player_events (kind, player_id, amount_minor, game_id, source_ref, occurred_at, detail)
  VALUES (p_kind, p_player, p_amount, p_game, p_source_ref, p_at, p_detail)
  ON CONFLICT (kind, source_ref) DO NOTHING;
END $$;

-- Which responsible-gaming rule refuses a stake (check-stake.ts's rules, decision 017), after the player's
-- pause row (FOR SHARE) and responsible-gaming row (FOR UPDATE) are locked by rg_lock_stake_checks: a pause,
-- the session time limit, or a loss limit the stake, lost whole, would pass. NULL: the stake may be taken.
-- p_loss_periods / p_loss_starts: where each loss window begins now (limits.ts windowStart).
CREATE FUNCTION wallet_api_stake_refusal(
  p_player uuid, p_amount bigint, p_now timestamptz, p_loss_periods text[], p_loss_starts timestamptz[]
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  c record;
  lim record;
  v_value bigint;
BEGIN
  SELECT * INTO c FROM rg_lock_stake_checks(p_player);
  -- play-pause.ts playPauseOf: a self-exclusion without end never ends; a time-out always has one.
  IF c.player_found AND ((c.self_excluded_until IS NOT NULL AND c.self_excluded_until > p_now)
      OR (c.time_out_until IS NOT NULL AND c.time_out_until <> 'infinity' AND c.time_out_until > p_now)) THEN
    RETURN 'paused';
  END IF;
  IF NOT coalesce(c.rg_found, false) THEN RETURN NULL; END IF;
  FOR lim IN SELECT * FROM jsonb_to_recordset(c.limits)
                AS x(kind text, period text, value bigint, "pendingValue" bigint, "pendingFrom" timestamptz) LOOP
    -- limits.ts effectiveValue: a pending change whose day has come counts as done.
    v_value := CASE WHEN lim."pendingFrom" IS NOT NULL AND lim."pendingFrom" <= p_now THEN lim."pendingValue"
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

-- A bet (settle-bet.ts): refused for a rolled-back txId, an unusable session, another player's or
-- provider's session, the wrong currency, a responsible-gaming rule (logged), another player's round, or
-- short funds (logged); otherwise the stake moves from the player's cash to the house's games shard
-- p_house. created_minor: the cash a new transfer moved (for the metrics).
CREATE FUNCTION wallet_api_bet(
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
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_provider || ':' || p_tx_id, 0));
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

  -- The round, opened (with no stake yet) at its first bet, locked before the accounts as a win locks it.
  INSERT INTO game_rounds AS r (provider, round_id, player_id, game_id, created_at, last_call_at)
  VALUES (p_provider, p_round_id, v_player, s.game_id, p_now, p_now)
  ON CONFLICT (provider, round_id) DO UPDATE SET last_call_at = EXCLUDED.last_call_at
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
    DELETE FROM game_rounds
     WHERE v_opened AND provider = p_provider AND round_id = p_round_id AND bet_minor = 0;
    RETURN QUERY SELECT wallet_api_record(p_provider, p_tx_id, 'bet', p_round_id, v_player, p_amount,
      p_request_hash, NULL, '{"status":"INSUFFICIENT_FUNDS","balance":' || wallet_api_money(v_player)
        || ',"currency":' || wallet_api_json(p_market_currency) || '}', p_now), NULL::bigint;
    RETURN;
  ELSIF w.status NOT IN ('created', 'replayed') THEN
    RAISE EXCEPTION 'the stake''s transfer answered %', w.status;
  END IF;

  PERFORM wallet_api_change_round(p_provider, p_round_id, p_amount, 0, 0, false, p_now);
  -- Tasks and other activities count this stake (docs/player-events.md); it commits with the stake.
  PERFORM wallet_api_player_event('bet', v_player, p_amount, s.game_id, p_provider || ':' || p_tx_id, p_now,
    jsonb_build_object('roundId', p_round_id));
  RETURN QUERY SELECT wallet_api_record(p_provider, p_tx_id, 'bet', p_round_id, v_player, p_amount, p_request_hash,
    w.transfer_id, wallet_api_ok(p_tx_id, w.transfer_id::text, wallet_api_money(v_player), p_market_currency),
    p_now), CASE WHEN w.status = 'created' THEN p_amount END;
END $$;

-- A win of a bet (settle-win.ts): refused for a rolled-back or unknown bet, another round or player, or a
-- closed round of a one-win game (flagged, not logged); paid at most the round's room under the game's
-- maximum multiplier (the rest cut and flagged), from the house's games shard p_house into the player's
-- withdrawable cash. flag: the settlement flag this call raised, for the server's warning.
CREATE FUNCTION wallet_api_win(
  p_keys text[], p_provider text, p_tx_id text, p_bet_tx_id text, p_round_id text, p_player text,
  p_amount bigint, p_close boolean, p_request_hash text, p_house text, p_nop_wallet_tx_id text,
  p_market_currency text, p_now timestamptz
) RETURNS TABLE (response text, created_minor bigint, flag text, paid_minor bigint, player_id uuid,
                 game_id integer)
LANGUAGE plpgsql AS $$
#variable_conflict use_variable
DECLARE
  l record;
  b record;
  r record;
  v_paid bigint;
  v_flag text;
  v_to text;
  w wallet_result;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest(p_keys) AS k;
  SELECT t.kind, t.request_hash, t.response INTO l
    FROM wallet_api_transactions t WHERE t.provider = p_provider AND t.tx_id = p_tx_id;
  -- The round is locked even for a duplicate: the lock order stays txIds, round, accounts.
  SELECT gr.player_id, gr.game_id, gr.status, g.several_wins_per_round,
         GREATEST(floor((gr.bet_minor - gr.refunded_minor) * g.max_win_multiplier)::bigint - gr.win_minor, 0)
           AS room_minor
    INTO r FROM game_rounds gr JOIN games g ON g.id = gr.game_id
   WHERE gr.provider = p_provider AND gr.round_id = p_round_id
     FOR UPDATE OF gr;
  IF l.kind IS NOT NULL THEN
    RETURN QUERY SELECT wallet_api_replay(l.request_hash, p_request_hash, l.response), NULL::bigint, NULL::text,
      NULL::bigint, NULL::uuid, NULL::integer;
    RETURN;
  END IF;
  SELECT t.kind, t.round_id, t.response, t.rolled_back_at INTO b
    FROM wallet_api_transactions t WHERE t.provider = p_provider AND t.tx_id = p_bet_tx_id;
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
    PERFORM wallet_api_player_event('win', r.player_id, v_paid, r.game_id, p_provider || ':' || p_tx_id, p_now,
      jsonb_build_object('roundId', p_round_id, 'betTxId', p_bet_tx_id));
  END IF;
  PERFORM wallet_api_change_round(p_provider, p_round_id, 0, v_paid, 0, p_close, p_now);
  RETURN QUERY SELECT wallet_api_record(p_provider, p_tx_id, 'win', p_round_id, r.player_id, v_paid, p_request_hash,
    w.transfer_id, wallet_api_ok(p_tx_id, coalesce(w.transfer_id::text, p_nop_wallet_tx_id),
    wallet_api_money(r.player_id), p_market_currency), p_now),
    CASE WHEN w.status = 'created' THEN v_paid END, v_flag, v_paid, r.player_id, r.game_id;
END $$;

-- A rollback (settle-rollback.ts): of a bet never seen, a tombstone; of a bet, its stake back; of a win,
-- clawed back, clamped at what the player still holds (an adjustment from the player's cash to the house's
-- games shard p_house_clamp); a call already rolled back, a tombstone or a rollback, nothing more. Always
-- OK once logged. created_kind / created_minor: the transfer a new movement made (for the metrics).
CREATE FUNCTION wallet_api_rollback(
  p_keys text[], p_provider text, p_tx_id text, p_original_tx_id text, p_round_id text, p_request_hash text,
  p_house_clamp text, p_nop_wallet_tx_id text, p_market_currency text, p_now timestamptz
) RETURNS TABLE (response text, created_kind text, created_minor bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_variable
DECLARE
  l record;
  o record;
  v_round_player uuid;
  v_game integer;
  v_metadata jsonb;
  v_hash bytea;
  v_amount bigint;
  v_from text; v_alt text;
  w wallet_result;
  v_kind text;
  v_minor bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest(p_keys) AS k;
  SELECT t.kind, t.request_hash, t.response INTO l
    FROM wallet_api_transactions t WHERE t.provider = p_provider AND t.tx_id = p_tx_id;
  -- The named round is locked for the rest of the transaction, as a win locks it.
  SELECT gr.player_id INTO v_round_player FROM game_rounds gr
   WHERE gr.provider = p_provider AND gr.round_id = p_round_id FOR UPDATE;
  IF l.kind IS NOT NULL THEN
    RETURN QUERY SELECT wallet_api_replay(l.request_hash, p_request_hash, l.response), NULL::text, NULL::bigint;
    RETURN;
  END IF;
  SELECT t.kind, t.round_id, t.player_id, t.amount_minor, t.transfer_id, t.rolled_back_at INTO o
    FROM wallet_api_transactions t WHERE t.provider = p_provider AND t.tx_id = p_original_tx_id;

  IF o.kind IS NULL THEN
    -- A bet arriving after this is refused as rolled back.
    INSERT INTO wallet_api_transactions
      (provider, tx_id, kind, round_id, player_id, amount_minor, request_hash, transfer_id, response)
    VALUES (p_provider, p_original_tx_id, 'tombstone', p_round_id, NULL, 0, 'tombstone', NULL,
            wallet_api_refusal('TX_ROLLED_BACK', 'rolled back before it came'));
  ELSIF o.rolled_back_at IS NULL AND o.kind NOT IN ('tombstone', 'rollback') THEN
    UPDATE wallet_api_transactions SET rolled_back_at = p_now
     WHERE provider = p_provider AND tx_id = p_original_tx_id;
    -- A refused bet (insufficient funds) moved nothing: there is nothing to give back.
    IF o.transfer_id IS NOT NULL AND o.player_id IS NOT NULL THEN
      v_metadata := jsonb_build_object('provider', p_provider, 'rollbackTxId', p_tx_id,
                                       'originalTxId', p_original_tx_id);
      -- write-path.ts requestHash(['reverse', transferId, reference]).
      v_hash := sha256(convert_to('["reverse",' || wallet_api_json(o.transfer_id::text) || ','
                                  || wallet_api_json(p_round_id) || ']', 'UTF8'));
      w := wallet_reverse('rollback:' || p_provider || ':' || p_tx_id, v_hash, o.transfer_id, p_round_id,
                          v_metadata);
      IF w.status = 'insufficient' AND o.kind = 'win' THEN
        -- The player spent part of the win: take what is left, never below 0.
        v_amount := least(wallet_api_money(o.player_id), o.amount_minor);
        IF v_amount > 0 THEN
          v_from := 'player:' || o.player_id || ':locked';
          v_alt := 'player:' || o.player_id || ':withdrawable';
          w := wallet_transfer('rollback-clamped:' || p_provider || ':' || p_tx_id,
            wallet_api_transfer_hash('adjustment', p_round_id, v_from, v_alt, p_house_clamp, v_amount),
            'adjustment', o.player_id, p_round_id,
            v_metadata || jsonb_build_object('clampedFromMinor', o.amount_minor),
            ARRAY[v_from], ARRAY[v_alt], ARRAY[p_house_clamp], ARRAY[v_amount]);
          IF w.status NOT IN ('created', 'replayed') THEN
            RAISE EXCEPTION 'the clamped claw-back answered %', w.status;
          END IF;
          IF w.status = 'created' THEN v_kind := 'adjustment'; v_minor := v_amount; END IF;
        END IF;
      ELSIF w.status NOT IN ('created', 'replayed') THEN
        RAISE EXCEPTION 'the reversal answered %', w.status;
      ELSIF w.status = 'created' THEN
        v_kind := 'reversal';
        SELECT sum(a) INTO v_minor FROM unnest(w.entry_amounts) AS a WHERE a > 0;
      END IF;
      IF o.kind = 'bet' THEN
        PERFORM wallet_api_change_round(p_provider, o.round_id, 0, 0, o.amount_minor, false, p_now);
      ELSE
        PERFORM wallet_api_change_round(p_provider, o.round_id, 0, -o.amount_minor, 0, false, p_now);
      END IF;
      -- Activities undo what they counted (docs/player-events.md).
      SELECT gr.game_id INTO v_game FROM game_rounds gr WHERE gr.provider = p_provider AND gr.round_id = o.round_id;
      PERFORM wallet_api_player_event('rollback', o.player_id, o.amount_minor, v_game, p_provider || ':' || p_tx_id,
        p_now, jsonb_build_object('of', o.kind, 'originalTxId', p_original_tx_id, 'roundId', o.round_id));
    END IF;
  END IF;
  RETURN QUERY SELECT wallet_api_record(p_provider, p_tx_id, 'rollback', p_round_id,
    coalesce(o.player_id, v_round_player), 0, p_request_hash, NULL,
    wallet_api_ok(p_tx_id, p_nop_wallet_tx_id, wallet_api_money(coalesce(o.player_id, v_round_player)),
                  p_market_currency), NULL), v_kind, v_minor;
END $$;

-- The reads of migration 1890 are part of the functions above now.
DROP FUNCTION wallet_api_read_bet(text[], text, text, bytea);
DROP FUNCTION wallet_api_read_win(text[], text, text, text, text);
DROP FUNCTION wallet_api_read_rollback(text[], text, text, text, text);
