-- The operators' audit trail (docs/security.md "Audit trail"): one row per operator action,
-- written in the action's own transaction, so an action and its row commit or roll back
-- together. Each row carries the hash of the row before it (operator/audit.ts computes both),
-- so a changed, inserted or missing row breaks the chain that `npm run audit:verify` walks.
-- before/after are canonical JSON text (sorted keys), hashed exactly as stored.
CREATE TABLE operator_audit (
  id BIGSERIAL PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL,
  -- NULL with role 'break-glass' (the shared ADMIN_TOKEN) or 'cli' (the command line).
  operator_id BIGINT REFERENCES operators(id),
  operator_name TEXT NOT NULL,
  role TEXT NOT NULL,
  action TEXT NOT NULL,
  target_type TEXT NOT NULL,
  target TEXT NOT NULL,
  member_id BIGINT,
  before_state TEXT NOT NULL,
  after_state TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  ip TEXT NOT NULL,
  request_id TEXT NOT NULL,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE
);
CREATE INDEX operator_audit_operator_idx ON operator_audit (operator_name, id);
CREATE INDEX operator_audit_member_idx ON operator_audit (member_id, id);
CREATE INDEX operator_audit_action_idx ON operator_audit (action, id);
CREATE INDEX operator_audit_at_idx ON operator_audit (at);

-- Append-only: the database itself refuses to change or remove a row, whoever asks. (The body
-- is on one line: the migration runner splits statements at semicolons that end a line.)
CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'operator_audit is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege'; END
$$;
CREATE TRIGGER operator_audit_no_update BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only();

-- Four eyes (docs/api.md "Operator API"): an adjustment or a withdrawal approval above the
-- threshold waits here for a second finance operator. payload is what applying it needs.
CREATE TABLE operator_approvals (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('adjust', 'withdrawal')),
  member_id BIGINT NOT NULL REFERENCES users(id),
  amount BIGINT NOT NULL,
  payload TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  requested_by BIGINT REFERENCES operators(id),
  requested_name TEXT NOT NULL,
  requested_at TIMESTAMPTZ NOT NULL,
  -- 1 waiting, 2 approved (applied), 3 rejected.
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  decided_by BIGINT REFERENCES operators(id),
  decided_name TEXT,
  decided_at TIMESTAMPTZ,
  decision_reason TEXT NOT NULL DEFAULT ''
);
CREATE INDEX operator_approvals_state_idx ON operator_approvals (state, id);
-- One waiting request per withdrawal: asking twice does not make two.
CREATE UNIQUE INDEX operator_approvals_withdrawal_idx ON operator_approvals (payload) WHERE kind = 'withdrawal' AND state = 1;

-- Settings of the operator side, never shown to members (site_config is the site's public one).
CREATE TABLE operator_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
-- Fen; 0 = no four eyes. 50 000.00 yuan unless an admin sets it.
INSERT INTO operator_settings (key, value) VALUES ('four_eyes_threshold', '5000000');

-- A decision's reason, kept on the order: the player reads a refusal's reason in the record.
ALTER TABLE deposits ADD COLUMN decision_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE withdrawals ADD COLUMN decision_reason TEXT NOT NULL DEFAULT '';
-- The language the member last signed in with: an operator's message to them is written in it.
ALTER TABLE users ADD COLUMN locale TEXT NOT NULL DEFAULT 'zh-CN';
