-- Commitment schedule: staff define daily blocks (start-end, Manila time) and which drivers committed to be
-- online in each; the commitments page shows each block's drivers and whether they are online now.

CREATE TABLE commitment_blocks (
  id serial PRIMARY KEY,
  label text NOT NULL DEFAULT '',
  branch_id integer REFERENCES branches(id),
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text NOT NULL CHECK (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE driver_commitments (
  id serial PRIMARY KEY,
  block_id integer NOT NULL REFERENCES commitment_blocks(id) ON DELETE CASCADE,
  driver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (block_id, driver_id)
);
CREATE INDEX driver_commitments_driver ON driver_commitments (driver_id);
