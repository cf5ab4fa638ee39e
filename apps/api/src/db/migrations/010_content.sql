-- Site content: home game entries, slot games, banners, notices, activities, help articles,
-- site messages and the member applications that go with them.

-- Home sidebar entries (the site's game_lists): usually a venue's lobby, game_code '0'.
CREATE TABLE game_entries (
  id BIGSERIAL PRIMARY KEY,
  venue_code TEXT NOT NULL REFERENCES venues(code),
  name TEXT NOT NULL,
  category_id TEXT NOT NULL,
  game_code TEXT NOT NULL DEFAULT '0',
  pic TEXT NOT NULL DEFAULT '',
  app_state SMALLINT NOT NULL DEFAULT 1 CHECK (app_state IN (0, 1)),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX game_entries_category_idx ON game_entries (category_id, sort);

-- Slot games of the four /concise tabs; tab = the venue code (obgdy, fgdz, pp, ae).
CREATE TABLE concise_games (
  id BIGSERIAL PRIMARY KEY,
  tab TEXT NOT NULL REFERENCES venues(code),
  gamename TEXT NOT NULL,
  gamecode TEXT NOT NULL,
  gamepic TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  UNIQUE (tab, gamecode)
);

-- type 1 PC, 2 mobile.
CREATE TABLE banners (
  id BIGSERIAL PRIMARY KEY,
  type SMALLINT NOT NULL DEFAULT 2,
  pic TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  state SMALLINT NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE home_notices (
  id BIGSERIAL PRIMARY KEY,
  text TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE activity_types (
  id BIGSERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  state SMALLINT NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);

-- content (details) and memo (rules) are HTML.
CREATE TABLE activities (
  id BIGSERIAL PRIMARY KEY,
  type BIGINT NOT NULL REFERENCES activity_types(id),
  title TEXT NOT NULL,
  entitle TEXT NOT NULL DEFAULT '',
  banner TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  memo TEXT NOT NULL DEFAULT '',
  can_apply SMALLINT NOT NULL DEFAULT 1,
  state SMALLINT NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- state 1 pending review, 2 approved, 3 rejected. One application per member and activity.
CREATE TABLE activity_applications (
  id BIGSERIAL PRIMARY KEY,
  activity_id BIGINT NOT NULL REFERENCES activities(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  state SMALLINT NOT NULL DEFAULT 1,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (activity_id, user_id)
);
CREATE INDEX activity_applications_user_idx ON activity_applications (user_id, id);

-- Help-centre articles; type = the site's cateid (1..8).
CREATE TABLE articles (
  id BIGSERIAL PRIMARY KEY,
  type INTEGER NOT NULL,
  name TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT ''
);
CREATE INDEX articles_type_idx ON articles (type, id);

-- Site messages (站内信); user_id NULL = every member.
CREATE TABLE site_messages (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT REFERENCES users(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX site_messages_user_idx ON site_messages (user_id, id);

-- state 1 pending review, 2 approved, 3 rejected. One application per member.
CREATE TABLE agent_applications (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL UNIQUE REFERENCES users(id),
  mobile TEXT NOT NULL,
  apply_info TEXT NOT NULL,
  state SMALLINT NOT NULL DEFAULT 1,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
