-- Security hardening: audit trail, login throttling by address, registration upload tickets.

-- Who changed what on an account, shown read-only in the operations console.
CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  actor_id integer REFERENCES users(id),
  user_id integer REFERENCES users(id),
  action text NOT NULL,
  field text NOT NULL DEFAULT '',
  old_value text NOT NULL DEFAULT '',
  new_value text NOT NULL DEFAULT ''
);
CREATE INDEX audit_events_user ON audit_events (user_id, created_at DESC);
CREATE INDEX audit_events_created ON audit_events (created_at DESC);

-- Addresses an account has logged in from with the right password: the owner's usual places.
CREATE TABLE login_addresses (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ip text NOT NULL,
  last_success_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ip)
);
CREATE INDEX login_failures_pair ON login_failures (account_key, ip, at DESC);

-- Short-lived tokens that anonymous registration uploads are tied to.
CREATE TABLE registration_tickets (
  token_hash text PRIMARY KEY,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX registration_tickets_ip ON registration_tickets (ip, created_at DESC);
ALTER TABLE uploads ADD COLUMN ticket_hash text;
ALTER TABLE uploads ADD COLUMN ip text;
CREATE INDEX uploads_unclaimed ON uploads (created_at) WHERE owner_id IS NULL;

-- Secrets the server instances share (signing of upload links).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
