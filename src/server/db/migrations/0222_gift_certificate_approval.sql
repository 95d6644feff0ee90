-- Gift certificates: minting is separate from claiming. Each role may mint certificates up to its own amount;
-- a batch worth more than a set total waits for a second staff member (another account, with an approving
-- role) before any of its certificates can be claimed or printed. Every step is written to the audit trail.
ALTER TABLE gift_certificate_batches ADD COLUMN approval_status text NOT NULL DEFAULT 'not-needed'
  CHECK (approval_status IN ('not-needed', 'pending', 'approved', 'rejected'));
ALTER TABLE gift_certificate_batches ADD COLUMN approved_by integer REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE gift_certificate_batches ADD COLUMN approved_at timestamptz;

INSERT INTO app_settings (key, value, description, is_public) VALUES
  ('gift_certificate_approval_above_php', '5000',
   'Gift certificates: a batch worth more than this many pesos in total (amount times how many) needs a second staff member''s approval before it can be claimed or printed', false),
  ('gift_certificate_max_php_admin', '100000',
   'Gift certificates: the most one certificate an admin creates may be worth, in pesos', false),
  ('gift_certificate_max_php_operations_manager', '20000',
   'Gift certificates: the most one certificate an operations manager creates may be worth, in pesos', false),
  ('gift_certificate_max_php_brp_partner_manager', '5000',
   'Gift certificates: the most one certificate a partner manager creates may be worth, in pesos', false)
ON CONFLICT (key) DO NOTHING;
