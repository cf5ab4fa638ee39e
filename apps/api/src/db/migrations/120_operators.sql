-- Operators as people (docs/security.md "Operators"): an account per person with a password
-- (the members' scrypt) and a TOTP secret, one role, and sessions of their own. The shared
-- ADMIN_TOKEN remains only as a break-glass.
CREATE TABLE operators (
  id BIGSERIAL PRIMARY KEY,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  -- The RFC 6238 secret (base32). Needed in clear to check a code, so never answered or logged.
  totp_secret TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'finance', 'risk', 'content', 'support')),
  -- 1 active, 0 disabled (a disabled operator's sessions end with the change).
  status SMALLINT NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  -- The last TOTP time step accepted: a code is good once, so one seen inside its window is refused.
  last_totp_step BIGINT NOT NULL DEFAULT 0,
  created_by TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_username_idx ON operators (lower(username));

-- Only the token's hash is kept. A session ends 30 minutes after its last call, 12 hours after
-- its login, or on logout / the operator's disabling (revoked_at).
CREATE TABLE operator_sessions (
  id BIGSERIAL PRIMARY KEY,
  operator_id BIGINT NOT NULL REFERENCES operators(id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL,
  last_seen_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id) WHERE revoked_at IS NULL;
