-- Gift certificates: staff create a batch (amount, count, expiry, wallet or points); each certificate has an
-- 8-character code a customer claims once, crediting the wallet ledger (reference 'gift-certificate:{code}').

CREATE TABLE gift_certificate_batches (
  id serial PRIMARY KEY,
  -- Whole centavos (wallet) or hundredths of a point (point), like the ledger.
  amount integer NOT NULL CHECK (amount > 0 AND amount <= 100000000),
  count integer NOT NULL CHECK (count BETWEEN 1 AND 500),
  wallet_type text NOT NULL CHECK (wallet_type IN ('wallet', 'point')),
  description text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE gift_certificates (
  id serial PRIMARY KEY,
  bulk_id integer NOT NULL REFERENCES gift_certificate_batches(id),
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{8}$'),
  amount integer NOT NULL CHECK (amount > 0),
  wallet_type text NOT NULL CHECK (wallet_type IN ('wallet', 'point')),
  description text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL,
  -- Who claimed it, once; a claimed certificate never changes hands.
  user_id integer REFERENCES users(id),
  claimed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) = (claimed_at IS NULL))
);
CREATE INDEX gift_certificates_bulk ON gift_certificates (bulk_id, id);
