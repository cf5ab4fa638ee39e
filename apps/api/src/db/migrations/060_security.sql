-- Attempt counters of the throttle that guards every guessable secret (login, registration,
-- pay password, old password). They live in the database so that every instance of a fleet
-- counts against one budget. One row per key ("pay:m:42", "login:ip:10.0.0.7"), a fixed
-- window that a lock extends; expired rows are swept now and then.
CREATE TABLE IF NOT EXISTS throttle_counters (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  window_end TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS throttle_counters_window_end ON throttle_counters (window_end);
