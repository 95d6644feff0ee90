-- 24-hour quota: a Manila day counts when the driver finished the target number of rides; the weekly claim
-- (Sunday night) and the monthly claim (last day of the month) pay the configured reward times the share of
-- the period's days that counted. One claim per driver, kind and period; the payment is a ledger row.
CREATE TABLE quota_claims (
  id bigserial PRIMARY KEY,
  driver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('weekly', 'monthly')),
  -- The Sunday (YYYY-MM-DD) of a weekly claim, the month (YYYY-MM) of a monthly one.
  period_key text NOT NULL,
  percentage numeric(6, 2) NOT NULL CHECK (percentage >= 0 AND percentage <= 100),
  amount_centavos integer NOT NULL CHECK (amount_centavos >= 0),
  wallet_entry_id bigint REFERENCES wallet_entries(id),
  claimed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (driver_id, kind, period_key)
);
CREATE INDEX quota_claims_driver ON quota_claims (driver_id, claimed_at DESC, id DESC);
CREATE INDEX bookings_driver_delivered ON bookings (driver_id, delivered_at) WHERE status = 'delivered';

INSERT INTO app_settings (key, value, description, is_public) VALUES
  ('quota_24h_weekly_reward_php', '500',
   '24-hour quota: weekly reward in pesos when every day of the week (Monday to Sunday) met the quota; paid in proportion to the days that did', true),
  ('quota_24h_monthly_reward_php', '2000',
   '24-hour quota: monthly reward in pesos when every day of the month met the quota; paid in proportion to the days that did', true)
ON CONFLICT (key) DO NOTHING;
