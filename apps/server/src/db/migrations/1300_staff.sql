-- The back office's staff (issue 18, docs/back-office.md): accounts with roles, a mandatory TOTP second
-- factor, sessions that end after inactivity, one-time set-up tokens, and the append-only audit log.
CREATE TABLE staff_accounts (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  name text NOT NULL,
  roles text[] NOT NULL CHECK (roles <@ ARRAY['support', 'finance', 'compliance', 'content', 'admin']),
  -- argon2id; null until the member sets one with a set-up token (there is never a default password).
  password_hash text,
  -- Base32; counts only once a code from it was verified (totp_enrolled_at).
  totp_secret text,
  totp_enrolled_at timestamptz,
  -- The last accepted TOTP time step: a code is accepted once (no replay within its window).
  totp_last_step bigint,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A one-time link to set a password (the first admin's is printed at start). Only its hash is kept.
CREATE TABLE staff_setup_tokens (
  token_hash bytea PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff_accounts (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX staff_setup_tokens_staff_idx ON staff_setup_tokens (staff_id);

-- stage: password (only the second factor may follow) → complete. Ends at ended_at, or after inactivity
-- (last_seen_at + the idle limit) or its absolute lifetime (expires_at), whichever comes first.
CREATE TABLE staff_sessions (
  token_hash bytea PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff_accounts (id),
  stage text NOT NULL CHECK (stage IN ('password', 'complete')),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  ip text
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id) WHERE ended_at IS NULL;

-- Every staff action: who, when, what, on what, why, before and after. Written in the transaction of the
-- action it records. Append-only (the triggers below), and hash-chained: under a transaction lock, each row
-- gets the next id and a hash over its content and the previous row's hash, so a row changed or removed
-- behind the triggers' back (by the schema owner) shows when the chain is recomputed (adminCheckAudit).
CREATE TABLE admin_audit_log (
  -- Set by the chain trigger: gapless, in chain order.
  id bigint PRIMARY KEY DEFAULT 0,
  at timestamptz NOT NULL,
  staff_id uuid REFERENCES staff_accounts (id),
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  reason text,
  before jsonb,
  after jsonb,
  ip text,
  prev_hash bytea,
  hash bytea NOT NULL DEFAULT ''
);
CREATE INDEX admin_audit_log_target_idx ON admin_audit_log (target_type, target_id);
CREATE INDEX admin_audit_log_staff_idx ON admin_audit_log (staff_id, id DESC);

CREATE FUNCTION admin_audit_row_hash(
  prev bytea, at timestamptz, staff_id uuid, action text, target_type text, target_id text, reason text,
  before jsonb, after jsonb, ip text
) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(coalesce(prev, ''::bytea) || convert_to(jsonb_build_array(
    to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), staff_id, action, target_type, target_id,
    reason, before, after, ip)::text, 'UTF8'))
$$;

CREATE FUNCTION admin_audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_row record;
BEGIN
  -- One writer at a time until commit, so ids follow the chain.
  PERFORM pg_advisory_xact_lock(hashtext('admin_audit_log'));
  SELECT id, hash INTO last_row FROM admin_audit_log ORDER BY id DESC LIMIT 1;
  NEW.id := coalesce(last_row.id, 0) + 1;
  NEW.prev_hash := last_row.hash;
  NEW.hash := admin_audit_row_hash(NEW.prev_hash, NEW.at, NEW.staff_id, NEW.action, NEW.target_type,
    NEW.target_id, NEW.reason, NEW.before, NEW.after, NEW.ip);
  RETURN NEW;
END $$;
CREATE TRIGGER admin_audit_log_chain BEFORE INSERT ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_chain();

CREATE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER admin_audit_log_append_only BEFORE UPDATE OR DELETE ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_append_only();
CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON admin_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_append_only();
