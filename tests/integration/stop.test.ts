import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../helpers/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('stops although a client holds its realtime connection open and never answers, closing that connection', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  // A phone that opened its live connection and then went silent (out of coverage): it will not answer the
  // server's closing handshake, which the server would otherwise wait for.
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    [
      'GET /api/realtime HTTP/1.1',
      'Host: 127.0.0.1',
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      '',
      '',
    ].join('\r\n'),
  );
  await expect.poll(() => received).toContain('101 Switching Protocols');
  // Without the cut the stop waits for the handshake's own 30 s limit, past this test's time.
  await t.app.close();
  await closed;
  // It was told why first: a close frame (0x88) with code 1001, going away.
  expect(received).toContain('\x88\x02\x03\xe9');
});
