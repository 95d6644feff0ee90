-- A staff member's change of their own phone or email waits here until the code sent to the new phone or
-- email is typed back; only then does the account change (and the audit trail records it).
CREATE TABLE identity_change_requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  field text NOT NULL CHECK (field IN ('phone', 'email')),
  new_value text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  cancelled_at timestamptz
);
CREATE INDEX identity_change_requests_user ON identity_change_requests (user_id, created_at DESC);
