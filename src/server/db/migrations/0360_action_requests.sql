-- A driver's taps sent again after a dropped signal: the same Idempotency-Key from the same account answers
-- with the first answer (kept here) and never changes anything twice. A row with status_code 0 is being
-- answered; one left so by a stopped server is taken over after a while.
CREATE TABLE action_requests (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 100),
  request_hash text NOT NULL,
  status_code integer NOT NULL DEFAULT 0,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX action_requests_created ON action_requests (created_at);
