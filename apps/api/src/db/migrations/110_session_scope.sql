-- Issue 34: a member in a time-out or self-exclusion still gets their money out. Their login
-- (right password) is refused, but opens a session of scope 'withdraw' that lasts until the
-- exclusion's end: auth/require-member.ts lets it make only the calls a withdrawal needs
-- (auth/withdraw-only.ts) and answers every other one 231 with that end. Kept on the row, so
-- every instance of a fleet reads the same scope; every other session is 'full'.
ALTER TABLE sessions ADD COLUMN scope TEXT NOT NULL DEFAULT 'full' CHECK (scope IN ('full', 'withdraw'));
ALTER TABLE sessions ADD COLUMN scope_ends_at TIMESTAMPTZ;
ALTER TABLE sessions ADD CONSTRAINT sessions_scope_ends CHECK ((scope = 'withdraw') = (scope_ends_at IS NOT NULL));
