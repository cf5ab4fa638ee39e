-- Live money (issue 31): the outbox of events pushed to members' open streams. A money
-- transaction writes its row(s) here before it commits, so a rolled-back one leaves nothing and
-- a committed one is never lost; every instance reads the rows after the last id it saw
-- (woken by NOTIFY, and on a timer) and sends each to the streams of its member. Old rows are
-- deleted by id after a bounded age (push/relay.ts): no index beyond the key is needed.
-- user_id NULL: for every member (a site message to all). body: what changed (push/outbox.ts).
-- xid: the writing transaction, so a stream skips the events its first snapshot already saw.
CREATE TABLE push_outbox (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT,
  body JSONB NOT NULL,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
