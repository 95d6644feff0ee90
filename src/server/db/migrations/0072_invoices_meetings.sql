-- Invoices staff raise for a driver (insurance, penalties), and general meetings with schedule slots drivers
-- choose once.

CREATE TABLE driver_invoices (
  id serial PRIMARY KEY,
  driver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  notes text NOT NULL CHECK (length(notes) BETWEEN 1 AND 1000),
  -- Calendar dates are kept as YYYY-MM-DD text: no time zone can shift them on the way to a browser.
  target_date text NOT NULL CHECK (target_date ~ '^\d{4}-\d{2}-\d{2}$'),
  total_amount integer NOT NULL CHECK (total_amount > 0 AND total_amount <= 100000000),
  payment_link text NOT NULL DEFAULT '' CHECK (payment_link = '' OR payment_link ~ '^https?://'),
  status text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'paid', 'void')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX driver_invoices_unpaid ON driver_invoices (driver_id, target_date) WHERE status = 'unpaid';

CREATE TABLE meetings (
  id serial PRIMARY KEY,
  date text NOT NULL CHECK (date ~ '^\d{4}-\d{2}-\d{2}$'),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
  -- NULL: every branch's drivers are invited.
  branch_id integer REFERENCES branches(id),
  choose_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meetings_date ON meetings (date DESC);

CREATE TABLE meeting_schedules (
  id serial PRIMARY KEY,
  meeting_id integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
CREATE INDEX meeting_schedules_meeting ON meeting_schedules (meeting_id, start_time);

CREATE TABLE meeting_participants (
  id serial PRIMARY KEY,
  meeting_id integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  meeting_schedule_id integer NOT NULL REFERENCES meeting_schedules(id) ON DELETE CASCADE,
  driver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  attended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (meeting_id, driver_id)
);
