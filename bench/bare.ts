import { type ChildProcess, fork } from 'node:child_process';
import { processRss } from './processes';

/** A reference server in a process of its own (see reference-server.mjs), ready once it told its URL. */
async function startReference(kind: 'fastify' | 'ws') {
  const child = fork(new URL('./reference-server.mjs', import.meta.url), [kind], { stdio: 'ignore' });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${kind} reference did not start in 30 s`)), 30_000);
    child.once('message', (message: { url: string }) => {
      clearTimeout(timer);
      resolve(message.url);
    });
    child.once('exit', (code) => reject(new Error(`the ${kind} reference exited with ${code}`)));
  });
  return { url, child, rss: () => processRss(child.pid!), close: () => stop(child) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

/** The reference every API figure is divided by: a bare Fastify 5 hello-world on 127.0.0.1, in its own process. */
export const startBareFastify = () => startReference('fastify');

/** The reference of the realtime figures: a bare `ws` server, in its own process, sending each event to every socket. */
export async function startBareWs() {
  const reference = await startReference('ws');
  return { ...reference, broadcast: (data: unknown) => void reference.child.send(data as object) };
}
