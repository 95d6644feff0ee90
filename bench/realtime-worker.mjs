// One thread of simulated phones for the realtime bench (plain JavaScript: worker threads load it without tsx).
// Opens its sockets on 127.0.0.1, records how long each event took to arrive, and reports when told.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, sockets, subscribe } = workerData;
const now = () => performance.timeOrigin + performance.now();
const latencies = [];
let lastAt = 0;
const clients = [];

async function open() {
  const opening = [];
  for (let i = 0; i < sockets; i++) {
    const socket = new WebSocket(url);
    clients.push(socket);
    opening.push(
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('socket did not open in 60 s')), 60_000);
        const ready = () => {
          clearTimeout(timer);
          resolve();
        };
        socket.on('error', reject);
        socket.on('message', (raw) => {
          const message = JSON.parse(raw.toString());
          if (message.type === 'subscribed') ready();
          else if (message.type === 'event' && typeof message.data?.sentAt === 'number') {
            lastAt = now();
            latencies.push(lastAt - message.data.sentAt);
          }
        });
        socket.on('open', () => {
          if (subscribe) socket.send(JSON.stringify({ type: 'sub', topic: subscribe }));
          else ready();
        });
      }),
    );
    // Opened in groups, as phones arrive, so the accept queue never overflows.
    if (opening.length % 50 === 0) await Promise.all(opening.slice(-50));
  }
  await Promise.all(opening);
}

parentPort.on('message', async (message) => {
  while (latencies.length < message.expected && now() < message.until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const socket of clients) socket.terminate();
  parentPort.postMessage({ type: 'done', latencies, lastAt });
});

open().then(
  () => parentPort.postMessage({ type: 'ready' }),
  (error) => parentPort.postMessage({ type: 'error', message: error.message }),
);
