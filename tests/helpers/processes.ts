import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { PROJECT_ROOT } from '@/server/server';

export type Finished = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/** A child process with its output collected, and ways to wait for a line or for its end. */
export function run(command: string, args: string[], env: Record<string, string | undefined>) {
  const child: ChildProcess = spawn(command, args, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    notify();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    notify();
  });
  const finished = new Promise<Finished>((resolve) => {
    child.on('close', (code, signal) => {
      notify();
      resolve({ code, signal, stdout, stderr });
    });
  });
  return {
    child,
    finished,
    output: () => stdout + stderr,
    /** Resolves once the output matches; rejects if the process ends first. */
    waitFor(pattern: RegExp): Promise<string> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = (stdout + stderr).match(pattern);
          if (match) {
            waiters.delete(check);
            resolve(match[0]);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            waiters.delete(check);
            reject(
              new Error(
                `exited (${child.exitCode ?? child.signalCode}) before ${pattern}:\n${stdout}${stderr}`,
              ),
            );
          }
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** `npm start`'s server process (without the build step) with the given environment. */
export function startMain(env: Record<string, string | undefined>) {
  return run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    DEMO: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: undefined,
    ...env,
  });
}

/** A data folder the `postgres` account can reach when tests run as root (temporary folders are 0700). */
export async function dataFolder(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  return dir;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A start-up fault: exit code 1 and one line on stderr saying what is wrong, no stack trace. */
export async function expectStartupFault(env: Record<string, string | undefined>, message: RegExp) {
  const server = startMain(env);
  const result = await server.finished;
  expect(result.code, server.output()).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^BRP could not start: /);
  expect(lines[0]).toMatch(message);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}
