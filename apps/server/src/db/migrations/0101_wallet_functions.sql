-- The wallet's write path as server-side functions: one round trip per transfer (performance anchors §2:
-- round trips dominate). Expected outcomes (insufficient, replay, conflict) come back as a status, never
-- as an exception, so a caller's surrounding transaction stays usable.

CREATE TYPE wallet_result AS (
  -- created | replayed | mismatch | insufficient | not_found | not_pending | not_reversible
  status text,
  transfer_id uuid,
  created_at timestamptz,
  -- insufficient: the account key short of funds; not_pending: the hold's state
  detail text,
  entry_keys text[],
  entry_amounts bigint[],
  entry_balances bigint[],
  -- per applied leg (after a source split), the 1-based index of the requested leg
  leg_origin int[]
);

-- Creates the accounts named by keys (sorted by the caller) unless they exist.
CREATE FUNCTION wallet_ensure_accounts(p_keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  k text;
  parts text[];
BEGIN
  FOREACH k IN ARRAY p_keys LOOP
    parts := string_to_array(k, ':');
    IF parts[1] = 'player' AND cardinality(parts) = 3
       AND parts[3] IN ('withdrawable', 'locked', 'coins', 'diamonds')
       AND k = format('player:%s:%s', parts[2]::uuid, parts[3]) THEN
      INSERT INTO wallet_accounts (key, asset, player_id, pocket, allow_negative)
      VALUES (k, CASE parts[3] WHEN 'coins' THEN 'coins' WHEN 'diamonds' THEN 'diamonds' ELSE 'cash' END,
              parts[2]::uuid, parts[3], false)
      ON CONFLICT (key) DO NOTHING;
    ELSIF parts[1] = 'house' AND cardinality(parts) = 4 AND parts[2] ~ '^[a-z][a-z0-9_.-]{0,39}$'
          AND parts[3] IN ('cash', 'coins', 'diamonds') AND parts[4] ~ '^[0-9]{2}$' THEN
      -- House accounts may go negative (the house pays out), except the escrow of pending holds.
      INSERT INTO wallet_accounts (key, asset, player_id, pocket, shard, allow_negative)
      VALUES (k, parts[3], NULL, parts[2], parts[4]::smallint, parts[2] <> 'holds')
      ON CONFLICT (key) DO NOTHING;
    ELSE
      RAISE EXCEPTION 'not a wallet account key: %', k USING ERRCODE = 'invalid_parameter_value';
    END IF;
  END LOOP;
END $$;

-- The stored outcome of a transfer, for a replay of its idempotency key.
CREATE FUNCTION wallet_replay(p_id uuid, p_same_request boolean) RETURNS wallet_result LANGUAGE sql AS $$
  SELECT CASE WHEN p_same_request THEN 'replayed' ELSE 'mismatch' END, t.id, t.created_at, t.phase,
         array_agg(a.key ORDER BY e.seq), array_agg(e.amount_minor ORDER BY e.seq),
         array_agg(e.balance_after_minor ORDER BY e.seq), NULL::int[]
  FROM wallet_transfers t
  JOIN wallet_entries e ON e.transfer_id = t.id
  JOIN wallet_accounts a ON a.id = e.account_id
  WHERE t.id = p_id
  GROUP BY t.id, t.created_at, t.phase
$$;

-- The core: idempotency, locks in id order, bounds, transfer + entries + balances. Leg i moves
-- p_amount[i] from p_from[i] to p_to[i]; when p_from_alt[i] is set, p_from[i] pays what it can and
-- p_from_alt[i] the rest (a player's locked cash is spent before their withdrawable cash).
CREATE FUNCTION wallet_apply(
  p_key text, p_hash bytea, p_kind text, p_phase text, p_player uuid, p_hold uuid, p_reverses uuid,
  p_reference text, p_metadata jsonb, p_from text[], p_from_alt text[], p_to text[], p_amount bigint[]
) RETURNS wallet_result LANGUAGE plpgsql AS $$
DECLARE
  r wallet_result;
  legs int := coalesce(cardinality(p_amount), 0);
  keys text[];
  ids bigint[]; akeys text[]; bal bigint[]; ver bigint[]; neg boolean[]; assets text[];
  found_id uuid; found_hash bytea;
  i int; j int; s int; dst int; alt int; amt bigint; part bigint;
  srcs int[]; parts bigint[];
  e_acc int[] := '{}'; e_amt bigint[] := '{}'; e_bal bigint[] := '{}'; e_ver bigint[] := '{}';
  origin int[] := '{}';
BEGIN
  IF legs = 0 OR cardinality(p_from) <> legs OR cardinality(p_from_alt) <> legs OR cardinality(p_to) <> legs THEN
    RAISE EXCEPTION 'legs must be non-empty arrays of one length' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT id, request_hash INTO found_id, found_hash FROM wallet_transfers WHERE idempotency_key = p_key;
  IF FOUND THEN RETURN wallet_replay(found_id, found_hash = p_hash); END IF;

  keys := ARRAY(SELECT DISTINCT k FROM unnest(p_from || p_from_alt || p_to) AS k WHERE k IS NOT NULL ORDER BY k);
  LOOP
    -- FOR UPDATE above ORDER BY locks in id order: two transfers never wait on each other in a cycle.
    SELECT array_agg(a.id ORDER BY a.id), array_agg(a.key ORDER BY a.id), array_agg(a.balance_minor ORDER BY a.id),
           array_agg(a.version ORDER BY a.id), array_agg(a.allow_negative ORDER BY a.id), array_agg(a.asset ORDER BY a.id)
      INTO ids, akeys, bal, ver, neg, assets
      FROM (SELECT * FROM wallet_accounts WHERE key = ANY (keys) ORDER BY id FOR UPDATE) a;
    EXIT WHEN coalesce(cardinality(ids), 0) = cardinality(keys);
    PERFORM wallet_ensure_accounts(keys);
  END LOOP;

  -- A twin with this key may have committed while we waited for the locks: answer as a replay, not
  -- with a bounds failure computed from the balance it already moved.
  SELECT id, request_hash INTO found_id, found_hash FROM wallet_transfers WHERE idempotency_key = p_key;
  IF FOUND THEN RETURN wallet_replay(found_id, found_hash = p_hash); END IF;

  FOR i IN 1..legs LOOP
    amt := p_amount[i];
    s := array_position(akeys, p_from[i]);
    dst := array_position(akeys, p_to[i]);
    IF amt IS NULL OR amt <= 0 OR s = dst OR assets[s] <> assets[dst] THEN
      RAISE EXCEPTION 'leg % is invalid (amount %, % -> %)', i, amt, p_from[i], p_to[i]
        USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_from_alt[i] IS NULL THEN
      srcs := ARRAY[s]; parts := ARRAY[amt];
    ELSE
      alt := array_position(akeys, p_from_alt[i]);
      IF assets[alt] <> assets[dst] OR alt = dst OR alt = s THEN
        RAISE EXCEPTION 'leg % has an invalid fallback %', i, p_from_alt[i] USING ERRCODE = 'invalid_parameter_value';
      END IF;
      part := least(amt, greatest(bal[s], 0));
      srcs := ARRAY[s, alt]; parts := ARRAY[part, amt - part];
    END IF;
    FOR j IN 1..2 LOOP
      EXIT WHEN j > cardinality(srcs);
      CONTINUE WHEN parts[j] = 0;
      s := srcs[j];
      IF NOT neg[s] AND bal[s] < parts[j] THEN
        r.status := 'insufficient'; r.detail := akeys[s];
        RETURN r;
      END IF;
      bal[s] := bal[s] - parts[j]; ver[s] := ver[s] + 1;
      bal[dst] := bal[dst] + parts[j]; ver[dst] := ver[dst] + 1;
      e_acc := e_acc || ARRAY[s, dst];
      e_amt := e_amt || ARRAY[-parts[j], parts[j]];
      e_bal := e_bal || ARRAY[bal[s], bal[dst]];
      e_ver := e_ver || ARRAY[ver[s], ver[dst]];
      origin := origin || i;
    END LOOP;
  END LOOP;

  INSERT INTO wallet_transfers (idempotency_key, request_hash, kind, phase, player_id, hold_id, reverses_id,
                                reference, metadata)
  VALUES (p_key, p_hash, p_kind, p_phase, p_player, p_hold, p_reverses, p_reference, p_metadata)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, created_at INTO r.transfer_id, r.created_at;
  IF NOT FOUND THEN
    -- a twin touching other accounts committed first: nothing was written here yet
    SELECT id, request_hash INTO found_id, found_hash FROM wallet_transfers WHERE idempotency_key = p_key;
    RETURN wallet_replay(found_id, found_hash = p_hash);
  END IF;

  INSERT INTO wallet_entries (transfer_id, seq, account_id, account_version, amount_minor, balance_after_minor)
  SELECT r.transfer_id, x - 1, ids[e_acc[x]], e_ver[x], e_amt[x], e_bal[x]
  FROM generate_subscripts(e_acc, 1) AS x;

  UPDATE wallet_accounts a SET balance_minor = u.bal, version = u.ver
  FROM unnest(ids, bal, ver) AS u(id, bal, ver)
  WHERE a.id = u.id AND a.version <> u.ver;

  r.status := 'created';
  r.detail := p_phase;
  r.entry_keys := ARRAY(SELECT akeys[x] FROM unnest(e_acc) AS x);
  r.entry_amounts := e_amt;
  r.entry_balances := e_bal;
  r.leg_origin := origin;
  RETURN r;
END $$;

-- A one-phase transfer.
CREATE FUNCTION wallet_transfer(
  p_key text, p_hash bytea, p_kind text, p_player uuid, p_reference text, p_metadata jsonb,
  p_from text[], p_from_alt text[], p_to text[], p_amount bigint[]
) RETURNS wallet_result LANGUAGE sql AS $$
  SELECT wallet_apply(p_key, p_hash, p_kind, 'single', p_player, NULL, NULL, p_reference, p_metadata,
                      p_from, p_from_alt, p_to, p_amount)
$$;

-- The first phase: funds move from the sources into the holds escrow, and the hold remembers where
-- each part came from and where it is going.
CREATE FUNCTION wallet_hold(
  p_key text, p_hash bytea, p_kind text, p_player uuid, p_reference text, p_metadata jsonb,
  p_from text[], p_from_alt text[], p_escrow text[], p_to text[], p_amount bigint[], p_expires_at timestamptz
) RETURNS wallet_result LANGUAGE plpgsql AS $$
DECLARE
  r wallet_result;
BEGIN
  r := wallet_apply(p_key, p_hash, p_kind, 'hold', p_player, NULL, NULL, p_reference, p_metadata,
                    p_from, p_from_alt, p_escrow, p_amount);
  IF r.status = 'created' THEN
    INSERT INTO wallet_holds (id, expires_at, leg_from, leg_escrow, leg_to, leg_amount_minor)
    SELECT r.transfer_id, p_expires_at, array_agg(r.entry_keys[2 * k - 1] ORDER BY k),
           array_agg(r.entry_keys[2 * k] ORDER BY k), array_agg(p_to[r.leg_origin[k]] ORDER BY k),
           array_agg(r.entry_amounts[2 * k] ORDER BY k)
    FROM generate_subscripts(r.leg_origin, 1) AS k;
  END IF;
  RETURN r;
END $$;

-- The second phase, exactly once: post (escrow → destinations), void or expire (escrow → sources).
-- A retry of the settlement that happened is a replay; any other settlement is refused (not_pending).
CREATE FUNCTION wallet_settle(p_hold uuid, p_action text, p_now timestamptz) RETURNS wallet_result
LANGUAGE plpgsql AS $$
DECLARE
  h record;
  r wallet_result;
BEGIN
  IF p_action NOT IN ('post', 'void', 'expire') THEN
    RAISE EXCEPTION 'unknown settlement %', p_action USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT hl.*, t.kind, t.player_id, t.reference INTO h
  FROM wallet_holds hl JOIN wallet_transfers t ON t.id = hl.id
  WHERE hl.id = p_hold FOR UPDATE OF hl;
  IF NOT FOUND THEN
    r.status := 'not_found';
    RETURN r;
  END IF;
  IF h.state <> 'pending' THEN
    IF (h.state = 'posted') = (p_action = 'post') THEN RETURN wallet_replay(h.settled_by, true); END IF;
    r.status := 'not_pending'; r.detail := h.state;
    RETURN r;
  END IF;
  IF p_action = 'post' AND h.expires_at <= p_now THEN
    r := wallet_settle(p_hold, 'expire', p_now);
    r.status := 'not_pending'; r.detail := 'expired';
    RETURN r;
  END IF;
  r := wallet_apply('settle:' || p_hold, sha256(convert_to(p_action, 'UTF8')), h.kind, p_action, h.player_id,
                    p_hold, NULL, h.reference, NULL, h.leg_escrow,
                    array_fill(NULL::text, ARRAY[cardinality(h.leg_escrow)]),
                    CASE WHEN p_action = 'post' THEN h.leg_to ELSE h.leg_from END, h.leg_amount_minor);
  IF r.status = 'created' THEN
    UPDATE wallet_holds
    SET state = CASE p_action WHEN 'post' THEN 'posted' WHEN 'void' THEN 'voided' ELSE 'expired' END,
        settled_by = r.transfer_id, settled_at = r.created_at
    WHERE id = p_hold;
  END IF;
  RETURN r;
END $$;

-- Voids, as 'expired', the pending holds whose expiry has passed; returns how many. SKIP LOCKED lets
-- several server instances sweep at once, and a hold being settled right now is simply left to that.
CREATE FUNCTION wallet_expire_holds(p_now timestamptz, p_limit int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  hid uuid;
  n int := 0;
BEGIN
  FOR hid IN
    SELECT id FROM wallet_holds WHERE state = 'pending' AND expires_at <= p_now
    ORDER BY expires_at LIMIT p_limit FOR UPDATE SKIP LOCKED
  LOOP
    PERFORM wallet_settle(hid, 'expire', p_now);
    n := n + 1;
  END LOOP;
  RETURN n;
END $$;

-- A correction: a new transfer moving every leg of a one-phase transfer back, at most once.
CREATE FUNCTION wallet_reverse(
  p_key text, p_hash bytea, p_transfer uuid, p_reference text, p_metadata jsonb
) RETURNS wallet_result LANGUAGE plpgsql AS $$
DECLARE
  t record;
  r wallet_result;
  found_id uuid; found_hash bytea;
  froms text[]; tos text[]; amounts bigint[];
BEGIN
  -- Locking the original serialises competing reversals of it.
  SELECT id, phase, player_id INTO t FROM wallet_transfers WHERE id = p_transfer FOR UPDATE;
  IF NOT FOUND THEN
    r.status := 'not_found';
    RETURN r;
  END IF;
  SELECT id, request_hash INTO found_id, found_hash FROM wallet_transfers WHERE idempotency_key = p_key;
  IF FOUND THEN RETURN wallet_replay(found_id, found_hash = p_hash); END IF;
  IF t.phase <> 'single' OR EXISTS (SELECT 1 FROM wallet_transfers WHERE reverses_id = p_transfer) THEN
    r.status := 'not_reversible'; r.detail := t.phase;
    RETURN r;
  END IF;
  SELECT array_agg(ca.key ORDER BY d.seq), array_agg(da.key ORDER BY d.seq), array_agg(c.amount_minor ORDER BY d.seq)
    INTO froms, tos, amounts
  FROM wallet_entries d
  JOIN wallet_entries c ON c.transfer_id = d.transfer_id AND c.seq = d.seq + 1
  JOIN wallet_accounts da ON da.id = d.account_id
  JOIN wallet_accounts ca ON ca.id = c.account_id
  WHERE d.transfer_id = p_transfer AND d.seq % 2 = 0;
  RETURN wallet_apply(p_key, p_hash, 'reversal', 'single', t.player_id, NULL, p_transfer, p_reference, p_metadata,
                      froms, array_fill(NULL::text, ARRAY[cardinality(froms)]), tos, amounts);
END $$;
