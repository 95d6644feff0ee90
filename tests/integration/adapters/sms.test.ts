import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpSms, createOutboxSms, createSms, SmsGatewayError } from '@/server/adapters/sms';

function recordingLog() {
  const lines: { obj: object; msg?: string }[] = [];
  return { lines, info: (obj: object, msg?: string) => lines.push({ obj, msg }) };
}

describe('outbox SMS', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'brp-sms-'));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('creates its folder, appends one JSON line per message and logs it', async () => {
    const dir = join(root, 'nested', 'data');
    const log = recordingLog();
    const sms = createOutboxSms({ dir, log });

    await sms.send('09171234567', 'Your BRP code is 123456');
    await sms.send('09181234567', 'Your driver has arrived');

    const lines = (await readFile(join(dir, 'sms-outbox.jsonl'), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]);
    expect(first).toMatchObject({ to: '09171234567', text: 'Your BRP code is 123456' });
    expect(first.id).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(first.sent_at))).toBe(false);

    expect(log.lines).toHaveLength(2);
    expect(log.lines[0].obj).toMatchObject({ sms: { to: '09171234567', text: 'Your BRP code is 123456' } });
    expect(log.lines[0].msg).toEqual(expect.stringContaining('09171234567'));
  });

  it('reads messages back newest first, honouring the limit', async () => {
    const sms = createOutboxSms({ dir: root, log: recordingLog() });
    expect(await sms.recent()).toEqual([]);

    await Promise.all(['1', '2', '3', '4'].map((n) => sms.send(`0917000000${n}`, `message ${n}`)));

    const all = await sms.recent();
    expect(all.map((m) => m.text)).toEqual(['message 4', 'message 3', 'message 2', 'message 1']);
    expect(new Set(all.map((m) => m.id)).size).toBe(4);
    expect((await sms.recent(2)).map((m) => m.text)).toEqual(['message 4', 'message 3']);
    expect(await sms.recent(0)).toEqual([]);

    const reopened = createOutboxSms({ dir: root, log: recordingLog() });
    expect((await reopened.recent(1))[0]).toEqual(all[0]);
  });

  it('is what createSms builds for the outbox provider', async () => {
    const sms = createSms({ provider: 'outbox', dataDir: root }, recordingLog());
    await sms.send('09170000000', 'hello');
    expect((await sms.recent?.())?.map((m) => m.text)).toEqual(['hello']);
  });
});

type Received = { method?: string; url?: string; headers: IncomingMessage['headers']; body: string };

describe('HTTP SMS gateway', () => {
  let server: Server;
  let url: string;
  let received: Received[];
  let reply: (res: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        reply(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  });

  beforeEach(() => {
    received = [];
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"queued"}');
    };
  });

  it('POSTs the message as JSON with the bearer token', async () => {
    const sms = createHttpSms({ url, token: 'secret-token', sender: 'BRP' });
    await sms.send('09171234567', 'Your BRP code is 123456');

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/messages');
    expect(request.headers.authorization).toBe('Bearer secret-token');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({
      to: '09171234567',
      message: 'Your BRP code is 123456',
      sender: 'BRP',
    });
  });

  it('rejects with the status and body when the gateway answers 500', async () => {
    reply = (res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('gateway exploded');
    };
    const sms = createHttpSms({ url, token: 'secret-token', sender: 'BRP' });

    const error = await sms.send('09171234567', 'hello').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsGatewayError);
    expect((error as SmsGatewayError).status).toBe(500);
    expect((error as SmsGatewayError).body).toBe('gateway exploded');
    expect((error as Error).message).toContain('500');
    expect((error as Error).message).toContain('gateway exploded');
    expect((error as Error).message).not.toContain('secret-token');
  });

  it('rejects when the gateway does not answer in time', async () => {
    reply = (res) => {
      setTimeout(() => res.end('late'), 1_000);
    };
    const sms = createHttpSms({ url, token: 'secret-token', sender: 'BRP', timeoutMs: 100 });
    await expect(sms.send('09171234567', 'hello')).rejects.toThrow(/did not answer within 100 ms/);
  });

  it('is what createSms builds for the http provider, and needs its settings', async () => {
    const sms = createSms(
      { provider: 'http', dataDir: '.', httpUrl: url, httpToken: 't', httpSender: 'BRP' },
      recordingLog(),
    );
    expect(sms.recent).toBeUndefined();
    await sms.send('09170000000', 'hi');
    // A slow machine may still be delivering the previous test's late request: look for this one.
    const sent = received.map((r) => JSON.parse(r.body)).filter((body) => body.to === '09170000000');
    expect(sent).toEqual([{ to: '09170000000', message: 'hi', sender: 'BRP' }]);

    expect(() => createSms({ provider: 'http', dataDir: '.', httpUrl: url }, recordingLog())).toThrow(
      /httpToken, httpSender/,
    );
  });
});
