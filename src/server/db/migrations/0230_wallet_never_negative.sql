-- A wallet never goes below zero, decided by the ledger itself: every ledger row moves its account's running
-- balance (one row per account and wallet, updated in the same statement that appends the entry), and a debit
-- that would leave the balance below zero fails with the constraint wallet_never_negative. Appends for one
-- account wait for each other on the balance row, so concurrent debits cannot both pass on a stale balance.
-- A credit is always taken (an account that was already below zero before this rule can be made whole).

CREATE TABLE wallet_balances (
  user_id integer NOT NULL REFERENCES users(id),
  wallet text NOT NULL CHECK (wallet IN ('wallet', 'point')),
  balance_centavos bigint NOT NULL,
  PRIMARY KEY (user_id, wallet)
);

INSERT INTO wallet_balances (user_id, wallet, balance_centavos)
  SELECT user_id, wallet, sum(amount_centavos) FROM wallet_entries GROUP BY user_id, wallet;

CREATE FUNCTION wallet_entries_move_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_balance bigint;
BEGIN
  INSERT INTO wallet_balances (user_id, wallet, balance_centavos)
    VALUES (NEW.user_id, NEW.wallet, NEW.amount_centavos)
  ON CONFLICT (user_id, wallet)
    DO UPDATE SET balance_centavos = wallet_balances.balance_centavos + EXCLUDED.balance_centavos
  RETURNING balance_centavos INTO next_balance;
  IF NEW.amount_centavos < 0 AND next_balance < 0 THEN
    RAISE EXCEPTION 'The % of account % cannot go below zero', NEW.wallet, NEW.user_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'wallet_never_negative';
  END IF;
  RETURN NEW;
END;
$$;

-- AFTER: a row that ON CONFLICT (reference) DO NOTHING skips moves nothing.
CREATE TRIGGER wallet_entries_balance AFTER INSERT ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_move_balance();

CREATE FUNCTION wallet_balances_follow_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'wallet_balances follows the ledger: append to wallet_entries instead';
  END IF;
  RETURN COALESCE(NEW, OLD);
END;
$$;

CREATE TRIGGER wallet_balances_ledger_only BEFORE UPDATE OR DELETE ON wallet_balances
  FOR EACH ROW EXECUTE FUNCTION wallet_balances_follow_ledger();
