import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedRedis } from '@/server/adapters/redis';
import { buildApp } from '@/server/app';
import { createTestApp, type TestApp } from '../helpers/app';
import { book, onlineDriver, quickUser, waitUntil } from '../helpers/rides';
import { startMetricsServer } from '@/server/plugins/metrics';
import { startTcpProxy } from '../helpers/tcp-proxy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('liveness and readiness', () => {
  it('live answers while the process runs; ready names each engine it checked; /api/health stays', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    const body = ready.json();
    expect(body.status).toBe('ready');
    expect(body.checks.postgres).toMatchObject({ ok: true });
    expect(body.checks.load).toEqual({ ok: true });
    if (process.env.TEST_REDIS_URL) expect(body.checks.redis).toMatchObject({ ok: true });
    else expect(body.checks.redis).toBeUndefined();
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'ready goes 503 while Redis is unreachable and 200 when it is back',
    async () => {
      const redisUrl = new URL(process.env.TEST_REDIS_URL as string);
      const proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
      const through = new URL(redisUrl);
      through.hostname = '127.0.0.1';
      through.port = String(proxy.port);
      const client = createSharedRedis(through.toString());
      const app = await buildApp({ ...t.app.deps, redis: { client, prefix: t.prefix } });
      const ready = () => app.inject({ url: '/api/health/ready' });
      try {
        await waitUntil(async () => (await ready()).statusCode === 200, 10_000);
        await proxy.cut();
        let down = await ready();
        await waitUntil(async () => {
          down = await ready();
          return down.statusCode === 503;
        }, 10_000);
        expect(down.headers['retry-after']).toBeDefined();
        expect(down.json()).toMatchObject({
          status: 'not ready',
          checks: { postgres: { ok: true }, redis: { ok: false, error: expect.any(String) } },
        });
        // The instance still serves what needs no Redis meanwhile.
        expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
        await proxy.restore();
        await waitUntil(async () => (await ready()).statusCode === 200, 15_000);
        expect((await ready()).json().checks.redis).toMatchObject({ ok: true });
      } finally {
        await app.close();
        client.disconnect();
        await proxy.close();
      }
    },
  );

  it('an overloaded instance sheds requests with 503 and Retry-After, but still says it is alive', async () => {
    const app = await buildApp({
      ...t.app.deps,
      config: { ...t.app.deps.config, overloadEventLoopDelayMs: 50 },
    });
    try {
      // A runaway computation in slices of 150 ms: the event loop lags until the instance sheds requests.
      const started = Date.now();
      let shed = await app.inject({ url: '/api/settings' });
      while (shed.statusCode !== 503 && Date.now() - started < 10_000) {
        const until = Date.now() + 150;
        while (Date.now() < until) {
          // busy
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
        shed = await app.inject({ url: '/api/settings' });
      }
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('5');
      expect(shed.json().message).toMatch(/very busy/);
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.load).toMatchObject({
        ok: false,
        error: expect.stringMatching(/event loop delay/),
      });
      // Once the loop runs freely again, requests are served.
      await waitUntil(async () => (await app.inject({ url: '/api/settings' })).statusCode === 200, 10_000);
    } finally {
      await app.close();
    }
  });
});

describe('request ids', () => {
  it("carry the proxy's X-Request-Id through the log and back, or a new one when it is missing or odd", async () => {
    const lines: { reqId?: string; msg?: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({ ...t.app.deps }, { loggerInstance: pino({ level: 'debug' }, sink) });
    try {
      const id = '7f3c2a9be4d14c0b8a61f0e2d9c3b5a1';
      const given = await app.inject({ url: '/api/settings', headers: { 'x-request-id': id } });
      expect(given.headers['x-request-id']).toBe(id);
      expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
      const fresh = await app.inject({ url: '/api/settings' });
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const odd = await app.inject({
        url: '/api/settings',
        headers: { 'x-request-id': 'x\u001b[31m<script>' },
      });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const failed = await app.inject({ url: '/api/user', headers: { 'x-request-id': 'proxy-req-000123' } });
      expect(failed.statusCode).toBe(401);
      expect(failed.headers['x-request-id']).toBe('proxy-req-000123');
    } finally {
      await app.close();
    }
  });
});

describe('metrics', () => {
  it('are served on their own private port: process, per-route durations and the product numbers', async () => {
    await onlineDriver(t);
    const rider = await quickUser(t);
    const booked = await book(t, rider);
    expect(booked.statusCode, booked.body).toBe(201);
    await t.app.inject({ url: '/api/settings' });
    const server = await startMetricsServer(t.app, '127.0.0.1', 0);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await res.text();
      const value = (pattern: RegExp) => Number(text.match(pattern)?.[1]);
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(
        value(
          /^http_request_duration_seconds_count\{method="GET",route="\/api\/settings",status_code="200"\} (\d+)/m,
        ),
      ).toBeGreaterThanOrEqual(1);
      expect(value(/^brp_drivers_online\{zone="[^"]+"\} (\d+)/m)).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^brp_bookings_under_way\{status="(pending|preparing)"\} 1$/m);
      expect(value(/^brp_offers_recent\{outcome="sent"\} (\d+)/m)).toBeGreaterThanOrEqual(0);
      expect(text).toMatch(/^brp_sockets_open 0$/m);
      expect(value(/^brp_bus_round_trip_seconds (\S+)/m)).toBeGreaterThanOrEqual(0);
      // The public port has no metrics.
      expect((await t.app.inject({ url: '/metrics' })).body).not.toMatch(/brp_/);
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
