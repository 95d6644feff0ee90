import type { ResourceServerOptions } from './store';

export const driverInvoicesServerOptions: ResourceServerOptions = {
  expressions: { driver_name: '(SELECT u.name FROM users u WHERE u.id = "driver_invoices"."driver_id")' },
  touch: 'updated_at = now()',
};
