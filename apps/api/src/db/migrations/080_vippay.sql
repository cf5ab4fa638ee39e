-- VipPay (spec §4): the browser is handed to an external payment site. The site's deposits
-- table learns the way; the hand-off is a one-time ticket (stored hashed, like venue tickets)
-- bound to the member and the amount, so the payment page never sees the session token.
ALTER TABLE deposits DROP CONSTRAINT deposits_paytype_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_paytype_check CHECK (paytype IN ('bank', 'usdt', 'wxpay', 'alipay', 'vippay'));

CREATE TABLE vippay_handoffs (
  ticket_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  amount BIGINT NOT NULL CHECK (amount > 0),
  -- The site's address: the payment page links back to its /#/transRecord (or /#/recharge).
  site_url TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  -- Set once the player confirmed: the deposit it created (a second confirm shows the same).
  order_no TEXT REFERENCES deposits(order_no)
);
CREATE INDEX vippay_handoffs_user_idx ON vippay_handoffs (user_id, created_at);

-- Its range, as getPayRange answers it (an operator may change or close it like any way).
INSERT INTO pay_channels (code, min_amount, max_amount) VALUES ('vippay', 10000, 5000000) ON CONFLICT (code) DO NOTHING;
