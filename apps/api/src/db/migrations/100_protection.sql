-- Player protection (issue 34): deposit limits, reality checks, time-outs and self-exclusion.
-- A limit per member and period. `amount` is the limit in force (NULL: none); a raise or a
-- removal waits 24 hours as `pending_amount` (NULL with pending_at set: removal) until
-- `pending_at`, and is read as in force from then on (protection/limits.ts), so no timer is needed.
CREATE TABLE protection_limits (
  user_id BIGINT NOT NULL REFERENCES users(id),
  period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount BIGINT CHECK (amount > 0),
  pending_amount BIGINT CHECK (pending_amount > 0),
  pending_at TIMESTAMPTZ,
  PRIMARY KEY (user_id, period)
);

-- The reality-check interval a member picked (0: off).
CREATE TABLE protection_settings (
  user_id BIGINT PRIMARY KEY REFERENCES users(id),
  reality_minutes INTEGER NOT NULL DEFAULT 0 CHECK (reality_minutes IN (0, 15, 30, 60))
);

-- Time-outs and self-exclusions: in force from starts_at until ends_at; never shortened.
CREATE TABLE protection_exclusions (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('timeout', 'exclusion')),
  starts_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ NOT NULL CHECK (ends_at > starts_at)
);
CREATE INDEX protection_exclusions_user_idx ON protection_exclusions (user_id, ends_at);

-- The audit trail: every change of a limit, a reality check or an exclusion, with its time and source.
CREATE TABLE protection_events (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  detail JSONB NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('member', 'operator')),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX protection_events_user_idx ON protection_events (user_id, id);
