import { randomUUID } from 'node:crypto';
import type { TestApp } from './app';
import { onlineDriver, PPC, PPC_NORTH, type TestDriver } from './rides';

/** A real 1×1 PNG (the server checks the bytes, not the name). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function pautosRequest(overrides: Record<string, unknown> = {}) {
  return {
    vehicle_type_id: 1,
    store: { ...PPC, address: 'NCCC Mall Palawan' },
    delivery: { ...PPC_NORTH, address: 'Puerto Princesa Baywalk' },
    items_to_purchase: '2 kg rice, 1 tray of eggs',
    total_budget: 50_000,
    store_location_details: 'Ground floor supermarket',
    special_instructions: 'Brown eggs if they have them',
    ...overrides,
  };
}

export async function bookPautos(
  t: TestApp,
  customer: { auth: Record<string, string> },
  overrides: Record<string, unknown> = {},
  key: string = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pautos/booking',
    headers: { ...customer.auth, 'idempotency-key': key },
    payload: pautosRequest(overrides),
  });
}

/** An online driver who takes errands only. */
export async function pautosDriver(
  t: TestApp,
  options: Parameters<typeof onlineDriver>[1] = {},
): Promise<TestDriver> {
  const driver = await onlineDriver(t, options);
  await t.database.pool.query(
    'UPDATE drivers SET accepts_ride = false, accepts_pautos = true WHERE user_id = $1',
    [driver.id],
  );
  return driver;
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(
  fields: Record<string, string | number>,
  files: { name: string; data: Buffer; filename?: string; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const file of files) {
    form.append(
      file.name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.filename ?? 'receipt.png',
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export async function addAccount(t: TestApp, driver: { auth: Record<string, string> }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/driver/payment-accounts',
    headers: driver.auth,
    payload: { name: 'GCash', number: '09171234567', instructions: 'Send to Jose D.' },
  });
  if (res.statusCode !== 201) throw new Error(`payment account: ${res.body}`);
  return res.json() as { id: number };
}

export async function sendBudget(
  t: TestApp,
  customer: { auth: Record<string, string> },
  bookingId: number,
  fields: Record<string, string | number>,
  options: { key?: string; files?: Buffer[] } = {},
) {
  const body = await multipart(
    fields,
    (options.files ?? [PNG]).map((data) => ({ name: 'receipt', data })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${bookingId}/send-pautos-budget`,
    headers: {
      ...customer.auth,
      ...body.headers,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: body.payload,
  });
}

export async function setStatus(
  t: TestApp,
  actor: { auth: Record<string, string> },
  bookingId: number,
  fields: Record<string, string | number>,
  receipt?: Buffer,
) {
  const body = await multipart(fields, receipt ? [{ name: 'receipt', data: receipt }] : []);
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${bookingId}/pautos/update-status`,
    headers: { ...actor.auth, ...body.headers },
    payload: body.payload,
  });
}
