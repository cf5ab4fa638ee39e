-- Uploaded avatars live in the database, so every API instance of a fleet (on any machine)
-- serves what another one stored. name is the file name in the URL /uploads/avatars/<name>.
CREATE TABLE IF NOT EXISTS avatars (
  name TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  bytes BYTEA NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
