-- Money: venue wallets, the ledger, deposits, withdrawals, cards, pay settings, bets,
-- rebates and red packets. Every amount is integer fen (BIGINT); the API speaks yuan.

-- A member's wallet at one venue (the site's user_api), created on first use.
CREATE TABLE venue_accounts (
  user_id BIGINT NOT NULL REFERENCES users(id),
  venue_code TEXT NOT NULL REFERENCES venues(code),
  balance BIGINT NOT NULL DEFAULT 0 CHECK (balance >= 0),
  player_name TEXT NOT NULL,
  registered_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, venue_code)
);

-- One row per balance change of one wallet ('main' or a venue code), written in the same
-- transaction as the change; before/after make every row checkable on its own.
CREATE TABLE ledger (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdraw', 'withdraw_refund', 'transfer_in', 'transfer_out', 'recycle', 'red_packet', 'rebate', 'bet', 'win', 'adjust', 'bet_refund')),
  wallet TEXT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount <> 0),
  before BIGINT NOT NULL CHECK (before >= 0),
  after BIGINT NOT NULL CHECK (after >= 0),
  ref TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (after = before + amount)
);
CREATE INDEX ledger_user_idx ON ledger (user_id, id);
CREATE INDEX ledger_user_kind_idx ON ledger (user_id, kind, created_at);

-- First answer of a money call per (member, Idempotency-Key).
CREATE TABLE idempotency_keys (
  user_id BIGINT NOT NULL REFERENCES users(id),
  key TEXT NOT NULL,
  route TEXT NOT NULL,
  response JSONB,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- state: 1 pending, 2 approved, 3 refused.
CREATE TABLE deposits (
  id BIGSERIAL PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users(id),
  paytype TEXT NOT NULL CHECK (paytype IN ('bank', 'usdt', 'wxpay', 'alipay')),
  catepay TEXT CHECK (catepay IN ('TRC20', 'ERC20')),
  amount BIGINT NOT NULL CHECK (amount > 0),
  bank TEXT NOT NULL DEFAULT '',
  bank_no TEXT NOT NULL DEFAULT '',
  bank_owner TEXT NOT NULL DEFAULT '',
  bank_address TEXT NOT NULL DEFAULT '',
  usdt_rate NUMERIC(10, 2),
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  decided_at TIMESTAMPTZ
);
CREATE INDEX deposits_user_idx ON deposits (user_id, created_at);
CREATE INDEX deposits_pending_idx ON deposits (state, created_at);

-- kind bank: bank name, card number, holder, branch. kind usdt: bank 'USDT', bank_no the
-- address, bank_owner the protocol.
CREATE TABLE cards (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('bank', 'usdt')),
  bank TEXT NOT NULL,
  bank_no TEXT NOT NULL,
  bank_owner TEXT NOT NULL,
  bank_address TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX cards_user_idx ON cards (user_id, kind);

-- type 1 bank, 2 TRC20, 3 ERC20. The card is copied in, so unbinding it later keeps the record.
-- real_money and fee are USDT (2 decimals) for USDT types, yuan for bank.
CREATE TABLE withdrawals (
  id BIGSERIAL PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users(id),
  card_id BIGINT NOT NULL,
  type SMALLINT NOT NULL CHECK (type IN (1, 2, 3)),
  bank TEXT NOT NULL,
  bank_no TEXT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount > 0),
  fee NUMERIC(14, 2) NOT NULL DEFAULT 0,
  usdt_rate NUMERIC(10, 2),
  real_money NUMERIC(14, 2) NOT NULL,
  state SMALLINT NOT NULL DEFAULT 1 CHECK (state IN (1, 2, 3)),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  decided_at TIMESTAMPTZ
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at);

CREATE TABLE banks (
  id BIGSERIAL PRIMARY KEY,
  bank_name TEXT NOT NULL,
  ico TEXT NOT NULL DEFAULT '',
  state SMALLINT NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);

-- The site's own accounts that bank deposits go to (pay_setting).
CREATE TABLE receiving_accounts (
  id BIGSERIAL PRIMARY KEY,
  bank_name TEXT NOT NULL,
  bank_no TEXT NOT NULL,
  bank_owner TEXT NOT NULL,
  bank_address TEXT NOT NULL,
  state SMALLINT NOT NULL DEFAULT 1
);

-- Deposit channels (code_pay + the bank range): code bank, wechat, alipay, usdt-trc20, usdt-erc20.
CREATE TABLE pay_channels (
  code TEXT PRIMARY KEY,
  enabled SMALLINT NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  min_amount BIGINT NOT NULL CHECK (min_amount > 0),
  max_amount BIGINT NOT NULL,
  mch_id TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  payimg TEXT NOT NULL DEFAULT '',
  CHECK (max_amount >= min_amount)
);

-- status: 0 void, 1 settled, 2 unsettled. win_loss is the member's result (payout − stake).
CREATE TABLE bets (
  id BIGSERIAL PRIMARY KEY,
  bet_id TEXT NOT NULL UNIQUE,
  user_id BIGINT NOT NULL REFERENCES users(id),
  venue_code TEXT NOT NULL REFERENCES venues(code),
  game_code TEXT NOT NULL DEFAULT '0',
  category TEXT NOT NULL,
  bet_amount BIGINT NOT NULL CHECK (bet_amount > 0),
  valid_amount BIGINT NOT NULL DEFAULT 0 CHECK (valid_amount >= 0),
  win_loss BIGINT NOT NULL DEFAULT 0,
  status SMALLINT NOT NULL CHECK (status IN (0, 1, 2)),
  detail TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at TIMESTAMPTZ
);
CREATE INDEX bets_user_idx ON bets (user_id, created_at);

-- One pending rebate per settled bet; state 0 pending, 1 claimed.
CREATE TABLE rebates (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  bet_id TEXT NOT NULL UNIQUE REFERENCES bets(bet_id),
  venue_code TEXT NOT NULL,
  category TEXT NOT NULL,
  rate NUMERIC(5, 2) NOT NULL,
  amount BIGINT NOT NULL CHECK (amount > 0),
  state SMALLINT NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
  claim_ref TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  claimed_at TIMESTAMPTZ
);
CREATE INDEX rebates_user_idx ON rebates (user_id, state);

-- Deposits of the day between day_flow and flow_money earn `grabs` red packets, each at most
-- money_pct percent of those deposits.
CREATE TABLE red_packet_rules (
  id BIGSERIAL PRIMARY KEY,
  start_time TIMESTAMPTZ NOT NULL,
  end_time TIMESTAMPTZ NOT NULL,
  day_flow BIGINT NOT NULL CHECK (day_flow >= 0),
  flow_money BIGINT NOT NULL,
  grabs INTEGER NOT NULL CHECK (grabs >= 0),
  money_pct NUMERIC(5, 2) NOT NULL CHECK (money_pct > 0),
  enabled SMALLINT NOT NULL DEFAULT 1,
  CHECK (flow_money >= day_flow),
  CHECK (end_time > start_time)
);

CREATE TABLE red_packet_grabs (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  rule_id BIGINT NOT NULL REFERENCES red_packet_rules(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  deposit_total BIGINT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX red_packet_grabs_user_idx ON red_packet_grabs (user_id, created_at);

-- One-time game launch tickets and the game sessions they open (stored as SHA-256).
CREATE TABLE venue_tickets (
  ticket_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  venue_code TEXT NOT NULL REFERENCES venues(code),
  game_code TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);

CREATE TABLE venue_sessions (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  venue_code TEXT NOT NULL REFERENCES venues(code),
  game_code TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
