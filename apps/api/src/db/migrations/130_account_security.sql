-- Account security (docs/security.md "Second factors and confirmations"): passkeys (WebAuthn
-- credentials), an authenticator app's TOTP secret, the server-side challenges of registration,
-- passkey login and money confirmations (single-use, short-lived, in the database so every
-- instance of a fleet reads the same ones), what a session's device was, and the member's idle
-- logout choice.
CREATE TABLE passkeys (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  -- base64url, as WebAuthn's JSON carries it; unique: a credential belongs to one member.
  credential_id TEXT NOT NULL UNIQUE,
  -- The COSE public key, base64url (text reads the same from PGlite and PostgreSQL).
  public_key TEXT NOT NULL,
  -- The authenticator's signature counter: an assertion whose counter does not go up is refused.
  counter BIGINT NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_used_at TIMESTAMPTZ
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id);

-- One authenticator-app secret per member; on once enabled_at is set. last_step: the 30-second
-- step of the last code accepted, so a code (and any older one) is taken once.
CREATE TABLE totp_secrets (
  user_id BIGINT PRIMARY KEY REFERENCES users(id),
  secret TEXT NOT NULL,
  enabled_at TIMESTAMPTZ,
  last_step BIGINT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- 'register': adding a passkey; 'login': a passkey login (no member yet: discoverable
-- credential); 'confirm': a confirmation bound to an action, its amount (fen), its destination
-- and the Idempotency-Key of the call it allows. confirmed_at/by once a passkey or TOTP
-- answered it; used_at once spent (set once, by a conditional update).
CREATE TABLE security_challenges (
  id BIGSERIAL PRIMARY KEY,
  challenge TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'confirm')),
  user_id BIGINT REFERENCES users(id),
  session_id BIGINT,
  action TEXT,
  amount BIGINT,
  destination TEXT,
  idem_key TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  confirmed_at TIMESTAMPTZ,
  confirmed_by TEXT CHECK (confirmed_by IN ('passkey', 'totp')),
  used_at TIMESTAMPTZ
);
CREATE INDEX security_challenges_key_idx ON security_challenges (user_id, idem_key);
CREATE INDEX security_challenges_age_idx ON security_challenges (created_at);

-- What the member sees in 登录设备 and 上次登录.
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN ip TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_seen_at TIMESTAMPTZ;
-- The language the session was opened in: alerts reach the player in the language of their own
-- earlier sessions, not in that of a login they did not make.
ALTER TABLE sessions ADD COLUMN locale TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN method TEXT NOT NULL DEFAULT 'password' CHECK (method IN ('password', 'passkey'));

-- How a payout card or address was bound: 'passkey' skips the new-destination wait.
ALTER TABLE cards ADD COLUMN confirmed_by TEXT CHECK (confirmed_by IN ('passkey', 'totp'));

-- Idle logout the member chose: 0 off, else minutes without a call after which the session ends.
ALTER TABLE users ADD COLUMN idle_minutes INTEGER NOT NULL DEFAULT 0 CHECK (idle_minutes IN (0, 15, 60, 240));
