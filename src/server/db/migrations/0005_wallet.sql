-- The wallet ledger: every credit and debit of money (wallet) or points (point) as one row, in whole
-- centavos (points are stored as hundredths too). Rows are never changed or removed: a balance is a sum,
-- and a correction is a new row. `reference` names the business event that pays (for example
-- 'pautos-change:1234'), and is unique, so an event pays exactly once however often it is retried.

CREATE TABLE wallet_entries (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  wallet text NOT NULL CHECK (wallet IN ('wallet', 'point')),
  amount_centavos bigint NOT NULL CHECK (amount_centavos <> 0 AND abs(amount_centavos) <= 100000000),
  kind text NOT NULL CHECK (kind ~ '^[a-z0-9-]{1,40}$'),
  reference text NOT NULL UNIQUE CHECK (length(reference) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  created_by integer REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_entries_user ON wallet_entries (user_id, wallet, created_at DESC, id DESC);

CREATE FUNCTION wallet_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only';
END;
$$;
CREATE TRIGGER wallet_entries_no_update BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
CREATE TRIGGER wallet_entries_no_truncate BEFORE TRUNCATE ON wallet_entries
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_entries_append_only();
