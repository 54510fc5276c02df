-- Micro-batching (docs/ledger.md, Write path): many one-phase transfers in one statement, so one round trip,
-- one transaction and one WAL flush carry all of them, and the writes are set-based: one INSERT of the
-- transfers, one of the entries (one conservation check), one UPDATE of the balances for the whole batch.
-- Each item is still its own transfer: its own idempotency key, request hash, bounds and outcome, exactly as
-- wallet_apply decides them for one; an `insufficient` item writes nothing and does not stop the others. An
-- exception (an invalid key, a twin that took a key meanwhile, a deadlock) aborts the whole statement and
-- nothing of it is written; the wallet then runs every item of the batch on its own (wallet_transfer).
-- Item i has p_legs[i] legs: the next p_legs[i] elements of the flattened p_from/p_from_alt/p_to/p_amount.
-- Results come back one row per item, in item order.
CREATE FUNCTION wallet_transfer_batch(
  p_key text[], p_hash bytea[], p_kind text[], p_player uuid[], p_reference text[], p_metadata jsonb[],
  p_legs int[], p_from text[], p_from_alt text[], p_to text[], p_amount bigint[]
) RETURNS SETOF wallet_result LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(cardinality(p_key), 0);
  nlegs int := coalesce(cardinality(p_amount), 0);
  keys text[];
  ids bigint[]; akeys text[]; bal bigint[]; ver bigint[]; neg boolean[]; assets text[];
  used_keys text[]; used_ids uuid[]; used_hashes bytea[];
  results wallet_result[] := '{}';
  r wallet_result;
  i int; j int; g int; s int; dst int; alt int; at int; amt bigint; part bigint;
  first int := 1;
  last int;
  srcs int[]; parts bigint[];
  bal_before bigint[]; ver_before bigint[];
  short text;
  i_acc int[]; i_amt bigint[]; i_bal bigint[]; i_ver bigint[]; origin int[];
  tid uuid;
  t_id uuid[] := '{}'; t_item int[] := '{}';
  e_tid uuid[] := '{}'; e_seq int[] := '{}'; e_acc bigint[] := '{}'; e_amt bigint[] := '{}';
  e_bal bigint[] := '{}'; e_ver bigint[] := '{}';
BEGIN
  IF n = 0 OR cardinality(p_hash) <> n OR cardinality(p_kind) <> n OR cardinality(p_player) <> n
     OR cardinality(p_reference) <> n OR cardinality(p_metadata) <> n OR cardinality(p_legs) <> n
     OR cardinality(p_from) <> nlegs OR cardinality(p_from_alt) <> nlegs OR cardinality(p_to) <> nlegs
     OR (SELECT sum(x) FROM unnest(p_legs) AS x) <> nlegs OR EXISTS (SELECT FROM unnest(p_legs) AS x WHERE x < 1)
  THEN
    RAISE EXCEPTION 'batch arrays do not match' USING ERRCODE = 'invalid_parameter_value';
  END IF;

  -- Every account of the batch is locked at once, in id order: two batches (or a batch and a single
  -- transfer) never wait on each other in a cycle, whatever the order of their items. The balances read
  -- here are the batch's running balances.
  keys := ARRAY(SELECT DISTINCT k FROM unnest(p_from || p_from_alt || p_to) AS k WHERE k IS NOT NULL ORDER BY k);
  LOOP
    SELECT array_agg(a.id ORDER BY a.id), array_agg(a.key ORDER BY a.id), array_agg(a.balance_minor ORDER BY a.id),
           array_agg(a.version ORDER BY a.id), array_agg(a.allow_negative ORDER BY a.id), array_agg(a.asset ORDER BY a.id)
      INTO ids, akeys, bal, ver, neg, assets
      FROM (SELECT * FROM wallet_accounts WHERE key = ANY (keys) ORDER BY id FOR UPDATE) a;
    EXIT WHEN coalesce(cardinality(ids), 0) = cardinality(keys);
    PERFORM wallet_ensure_accounts(keys);
  END LOOP;

  -- The keys already used, read after the locks: a twin that committed while we waited is a replay.
  SELECT array_agg(idempotency_key), array_agg(id), array_agg(request_hash)
    INTO used_keys, used_ids, used_hashes
    FROM wallet_transfers WHERE idempotency_key = ANY (p_key);

  FOR i IN 1..n LOOP
    last := first + p_legs[i] - 1;
    at := array_position(used_keys, p_key[i]);
    IF at IS NOT NULL THEN
      results := results || wallet_replay(used_ids[at], used_hashes[at] = p_hash[i]);
      first := last + 1;
      CONTINUE;
    END IF;
    -- The same key earlier in this batch: a replay of what it created (one that was short wrote nothing).
    at := NULL;
    FOR j IN 1..i - 1 LOOP
      IF p_key[j] = p_key[i] AND results[j].status = 'created' THEN at := j; END IF;
    END LOOP;
    IF at IS NOT NULL THEN
      r := results[at];
      r.status := CASE WHEN p_hash[at] = p_hash[i] THEN 'replayed' ELSE 'mismatch' END;
      r.leg_origin := NULL;
      results := results || r;
      first := last + 1;
      CONTINUE;
    END IF;

    -- The legs, as wallet_apply moves them (a cash source pays from p_from first, then p_from_alt).
    bal_before := bal; ver_before := ver; short := NULL;
    i_acc := '{}'; i_amt := '{}'; i_bal := '{}'; i_ver := '{}'; origin := '{}';
    <<legs>>
    FOR g IN first..last LOOP
      amt := p_amount[g];
      s := array_position(akeys, p_from[g]);
      dst := array_position(akeys, p_to[g]);
      IF amt IS NULL OR amt <= 0 OR s = dst OR assets[s] <> assets[dst] THEN
        RAISE EXCEPTION 'leg % is invalid (amount %, % -> %)', g - first + 1, amt, p_from[g], p_to[g]
          USING ERRCODE = 'invalid_parameter_value';
      END IF;
      IF p_from_alt[g] IS NULL THEN
        srcs := ARRAY[s]; parts := ARRAY[amt];
      ELSE
        alt := array_position(akeys, p_from_alt[g]);
        IF assets[alt] <> assets[dst] OR alt = dst OR alt = s THEN
          RAISE EXCEPTION 'leg % has an invalid fallback %', g - first + 1, p_from_alt[g]
            USING ERRCODE = 'invalid_parameter_value';
        END IF;
        part := least(amt, greatest(bal[s], 0));
        srcs := ARRAY[s, alt]; parts := ARRAY[part, amt - part];
      END IF;
      FOR j IN 1..2 LOOP
        EXIT WHEN j > cardinality(srcs);
        CONTINUE WHEN parts[j] = 0;
        s := srcs[j];
        IF NOT neg[s] AND bal[s] < parts[j] THEN
          short := akeys[s];
          EXIT legs;
        END IF;
        bal[s] := bal[s] - parts[j]; ver[s] := ver[s] + 1;
        bal[dst] := bal[dst] + parts[j]; ver[dst] := ver[dst] + 1;
        i_acc := i_acc || ARRAY[s, dst];
        i_amt := i_amt || ARRAY[-parts[j], parts[j]];
        i_bal := i_bal || ARRAY[bal[s], bal[dst]];
        i_ver := i_ver || ARRAY[ver[s], ver[dst]];
        origin := origin || (g - first + 1);
      END LOOP;
    END LOOP;

    IF short IS NOT NULL THEN
      -- Nothing of this item is written; the balances are as before it.
      bal := bal_before; ver := ver_before;
      r := ROW('insufficient', NULL, NULL, short, NULL, NULL, NULL, NULL)::wallet_result;
    ELSE
      tid := gen_random_uuid();
      t_id := t_id || tid; t_item := t_item || i;
      FOR j IN 1..cardinality(i_acc) LOOP
        e_tid := e_tid || tid; e_seq := e_seq || (j - 1); e_acc := e_acc || ids[i_acc[j]];
        e_amt := e_amt || i_amt[j]; e_bal := e_bal || i_bal[j]; e_ver := e_ver || i_ver[j];
      END LOOP;
      r := ROW('created', tid, now(), 'single', ARRAY(SELECT akeys[x] FROM unnest(i_acc) AS x), i_amt, i_bal,
               origin)::wallet_result;
    END IF;
    results := results || r;
    first := last + 1;
  END LOOP;

  IF cardinality(t_id) > 0 THEN
    -- A key taken meanwhile by an uncommitted twin of another request fails here (unique violation):
    -- the batch is retried item by item.
    INSERT INTO wallet_transfers (id, idempotency_key, request_hash, kind, phase, player_id, reference, metadata,
                                  created_at)
    SELECT u.tid, p_key[u.item], p_hash[u.item], p_kind[u.item], 'single', p_player[u.item], p_reference[u.item],
           p_metadata[u.item], now()
    FROM unnest(t_id, t_item) AS u(tid, item);

    INSERT INTO wallet_entries (transfer_id, seq, account_id, account_version, amount_minor, balance_after_minor)
    SELECT * FROM unnest(e_tid, e_seq, e_acc, e_ver, e_amt, e_bal);

    UPDATE wallet_accounts a SET balance_minor = u.bal, version = u.ver
    FROM unnest(ids, bal, ver) AS u(id, bal, ver)
    WHERE a.id = u.id AND a.version <> u.ver;
  END IF;

  FOREACH r IN ARRAY results LOOP
    RETURN NEXT r;
  END LOOP;
END $$;
