-- Issue 21: a seamless-wallet stake locked the player's pause row (FOR SHARE) and responsible-gaming row
-- (FOR UPDATE) in one statement, then read the limits in the next: limits change under that row's lock,
-- so they must be read with a snapshot taken after it, which one SQL statement cannot do. This function
-- does both in one statement (one round trip fewer per bet): inside plpgsql each statement takes a fresh
-- snapshot. `limits`: the player's limits as a JSON array, read only when the player has a responsible-
-- gaming row (without one nothing limits them); NULL otherwise.
CREATE FUNCTION rg_lock_stake_checks(p_player uuid)
RETURNS TABLE (
  player_found boolean, self_excluded_until timestamptz, time_out_until timestamptz,
  rg_found boolean, session_started_at timestamptz, reality_check_minutes integer, limits jsonb
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  r record;
  v_limits jsonb;
BEGIN
  WITH p AS (SELECT true AS found, self_excluded_until, time_out_until FROM players
              WHERE id = p_player FOR SHARE),
       rg AS (SELECT true AS found, session_started_at, reality_check_minutes FROM rg_players
               WHERE player_id = p_player FOR UPDATE)
  SELECT p.found, p.self_excluded_until, p.time_out_until, rg.found AS rg_found, rg.session_started_at,
         rg.reality_check_minutes
    INTO r
    FROM (VALUES (1)) AS one LEFT JOIN p ON true LEFT JOIN rg ON true;
  IF r.rg_found THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object(
             'kind', l.kind, 'period', l.period, 'value', l.value, 'pendingValue', l.pending_value,
             'pendingFrom', l.pending_from)), '[]'::jsonb)
      INTO v_limits
      FROM rg_limits l WHERE l.player_id = p_player;
  END IF;
  RETURN QUERY SELECT r.found, r.self_excluded_until, r.time_out_until, r.rg_found, r.session_started_at,
                      r.reality_check_minutes, v_limits;
END $$;
