-- Members, their sessions and the site configuration. Money is integer fen (BIGINT).
CREATE TABLE site_config (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE users (
  id BIGSERIAL PRIMARY KEY,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  pay_password_hash TEXT,
  realname TEXT NOT NULL,
  avatar TEXT NOT NULL DEFAULT '',
  mobile TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  birthday DATE,
  vip INTEGER NOT NULL DEFAULT 1,
  balance BIGINT NOT NULL DEFAULT 0 CHECK (balance >= 0),
  paysum BIGINT NOT NULL DEFAULT 0 CHECK (paysum >= 0),
  totalgame BIGINT NOT NULL DEFAULT 0 CHECK (totalgame >= 0),
  isagent SMALLINT NOT NULL DEFAULT 0 CHECK (isagent IN (0, 1)),
  invite_code TEXT NOT NULL,
  parent_id BIGINT REFERENCES users(id),
  transferstatus SMALLINT NOT NULL DEFAULT 0 CHECK (transferstatus IN (0, 1)),
  last_venue TEXT,
  status SMALLINT NOT NULL DEFAULT 1,
  reg_ip TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_invite_code_key ON users (invite_code);

-- Opaque bearer tokens are stored only as their SHA-256.
CREATE TABLE sessions (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  revoked_at TIMESTAMPTZ
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Ten VIP levels: upgrade thresholds (fen) and rebate rates (percent) per game category.
CREATE TABLE vip_levels (
  level INTEGER PRIMARY KEY CHECK (level BETWEEN 1 AND 10),
  name TEXT NOT NULL,
  recharge BIGINT NOT NULL CHECK (recharge >= 0),
  flow BIGINT NOT NULL CHECK (flow >= 0),
  realperson NUMERIC(5, 2) NOT NULL,
  sport NUMERIC(5, 2) NOT NULL,
  e_sport NUMERIC(5, 2) NOT NULL,
  joker NUMERIC(5, 2) NOT NULL,
  electron NUMERIC(5, 2) NOT NULL,
  lottery NUMERIC(5, 2) NOT NULL,
  icon TEXT NOT NULL DEFAULT ''
);

-- Game venues (platforms). category_id: realbet, sport, gaming, joker, concise, lottery.
CREATE TABLE venues (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  category_id TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  state SMALLINT NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);
