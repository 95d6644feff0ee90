-- Public content: user guides, job openings, app updates, driver ranks and the published leaderboard.

CREATE TABLE guides (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL,
  category text NOT NULL CHECK (category IN ('Booking', 'Account', 'Wallet', 'Rewards', 'Partner')),
  description text NOT NULL DEFAULT '',
  -- Plain text; a blank line separates paragraphs and lines starting with "1." form the numbered steps.
  body text NOT NULL DEFAULT '',
  -- An uploaded or hosted video file (.mp4, .webm) or an embed address (YouTube, Facebook); empty: none yet.
  video_url text,
  thumbnail text NOT NULL DEFAULT '',
  is_partner boolean NOT NULL DEFAULT false,
  popular boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  is_published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX guides_category ON guides (category, sort_order);

-- One hiring page per branch (/hiring/{slug}, /opportunities/{slug}).
CREATE TABLE jobs (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  branch_id integer NOT NULL REFERENCES branches(id),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  banner text NOT NULL DEFAULT '',
  vehicle_types text[] NOT NULL DEFAULT '{}',
  how_to_apply text[] NOT NULL DEFAULT '{}',
  requirements text[] NOT NULL DEFAULT '{}',
  facebook_url text NOT NULL DEFAULT '',
  messenger_group_url text NOT NULL DEFAULT '',
  is_open boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_updates (
  id serial PRIMARY KEY,
  app_type text NOT NULL CHECK (app_type IN ('customer', 'driver', 'partner')),
  title text NOT NULL,
  version_name text NOT NULL,
  version_code integer NOT NULL CHECK (version_code > 0),
  dist_url text NOT NULL DEFAULT '',
  changelog text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (app_type, version_code)
);

-- Driver ranks; position 1 is the highest. Ranks are reviewed at every general meeting.
CREATE TABLE ranks (
  id serial PRIMARY KEY,
  position integer NOT NULL UNIQUE CHECK (position > 0),
  title text NOT NULL,
  short_title text NOT NULL,
  description text NOT NULL DEFAULT '',
  photo text NOT NULL DEFAULT '',
  min_rides integer NOT NULL DEFAULT 0 CHECK (min_rides >= 0)
);

-- The leaderboard as last published: a snapshot, so names and rides stay as announced even if a profile
-- changes later; the live name and photo are preferred while the driver's account exists.
CREATE TABLE leaderboard_entries (
  id serial PRIMARY KEY,
  ranking integer NOT NULL UNIQUE CHECK (ranking > 0),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL,
  photo text,
  branch_id integer REFERENCES branches(id),
  rides integer NOT NULL DEFAULT 0 CHECK (rides >= 0),
  rank_id integer REFERENCES ranks(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
