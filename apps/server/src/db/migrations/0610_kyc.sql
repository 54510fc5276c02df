-- Identity details (KYC, spec core §3, §5; docs/withdrawals.md, KYC rules). A record moves submitted →
-- approved | rejected, and an approval may later be revoked (approved → rejected); a rejected record is
-- final and the player submits a new one. Records are never deleted.
CREATE TABLE kyc_records (
  id uuid PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  market text NOT NULL,
  state text NOT NULL CHECK (state IN ('submitted', 'approved', 'rejected')),
  -- The form by field key (firstName, ID_NUMBER…), trimmed and normalised as checked.
  fields jsonb NOT NULL,
  first_name text NOT NULL,
  surname text NOT NULL,
  date_of_birth date NOT NULL,
  -- The document's identity (GHANA_CARD:GHA-123456789-0): the same identity on two accounts is flagged
  -- (checklist A5, multi-accounting).
  identity_key text,
  -- Why a person must look: duplicate_identity.
  flags text[] NOT NULL DEFAULT '{}',
  -- The other players whose records carry the same identity.
  duplicate_of uuid[] NOT NULL DEFAULT '{}',
  -- auto (the configured rule) or an operator's id; with the reason of the decision.
  decided_by text,
  decision_reason text,
  submitted_at timestamptz NOT NULL,
  decided_at timestamptz,
  ip text,
  CHECK ((state = 'submitted') = (decided_at IS NULL))
);
-- At most one live record per player: a second submission while one is under review or approved is refused.
CREATE UNIQUE INDEX kyc_records_live_idx ON kyc_records (player_id) WHERE state IN ('submitted', 'approved');
CREATE INDEX kyc_records_player_idx ON kyc_records (player_id, submitted_at DESC);
CREATE INDEX kyc_records_identity_idx ON kyc_records (identity_key) WHERE identity_key IS NOT NULL;

CREATE FUNCTION kyc_records_decided_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'KYC records are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.state <> OLD.state AND NOT (OLD.state = 'submitted' OR (OLD.state = 'approved' AND NEW.state = 'rejected')) THEN
    RAISE EXCEPTION 'KYC record % was already %', OLD.id, OLD.state USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.fields <> OLD.fields OR NEW.identity_key IS DISTINCT FROM OLD.identity_key THEN
    RAISE EXCEPTION 'KYC record % is kept as submitted', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER kyc_records_decided_once BEFORE UPDATE OR DELETE ON kyc_records
  FOR EACH ROW EXECUTE FUNCTION kyc_records_decided_once();
