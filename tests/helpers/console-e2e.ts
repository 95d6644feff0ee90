import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './e2e';

/** Signs in on the console's own login page. */
export async function consoleLogin(page: Page, login: string) {
  await page.getByLabel('Email or phone').fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/console/login');
}

export type ApiAs = ((path: string, init?: { method?: string; body?: unknown }) => Promise<Response>) & {
  token: string;
};

/** The API as another person's app uses it (the rider's phone, the driver's app), outside the browser. */
export async function apiLogin(baseUrl: string, login: string): Promise<ApiAs> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return apiWith(baseUrl, token);
}

/** The API with a session token already held. */
export function apiWith(baseUrl: string, token: string): ApiAs {
  const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${baseUrl}/api/${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  return Object.assign(call, { token });
}

/** Polls a check (another person's app waiting for something) until it answers. */
export async function waitFor<T>(
  check: () => Promise<T | null | undefined>,
  label: string,
  timeoutMs = 20_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A ride booked through the API from Robinsons Place to the Baywalk, as the rider's wizard sends it. */
export async function bookRide(rider: ApiAs): Promise<{ id: number; code: string }> {
  const booked = await rider('booking', {
    body: {
      payment_method_id: 1,
      vehicle_type_id: 1,
      pickup: { lat: 9.7392, lng: 118.7353, address: 'Robinsons Place Palawan' },
      dropoff: { lat: 9.7842, lng: 118.7353, address: 'Puerto Princesa Baywalk' },
      is_web: 1,
    },
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  return ((await booked.json()) as { order: { id: number; code: string } }).order;
}
