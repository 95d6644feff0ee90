import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdapterLogger } from '../logger';
import type { OutboxMessage, SmsOutbox, SmsSender } from './port';

export const OUTBOX_FILE_NAME = 'sms-outbox.jsonl';
const DEFAULT_RECENT_LIMIT = 50;

export type OutboxSmsOptions = {
  dir: string;
  log: Pick<AdapterLogger, 'info'>;
  /** Another outbox of the same shape (the email outbox) keeps its own file and log wording. */
  fileName?: string;
  kind?: string;
};

/**
 * Development SMS sender: nothing leaves the machine. Each message becomes one JSON line in
 * `<dir>/sms-outbox.jsonl` and one log line, so a developer can read OTP codes without a gateway.
 */
export function createOutboxSms({
  dir,
  log,
  fileName = OUTBOX_FILE_NAME,
  kind = 'SMS',
}: OutboxSmsOptions): SmsSender & SmsOutbox {
  const file = join(dir, fileName);
  let dirReady: Promise<unknown> | undefined;
  // Appends are chained so lines land in the order send() was called.
  let lastWrite: Promise<unknown> = Promise.resolve();

  async function append(line: string): Promise<void> {
    dirReady ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
      dirReady = undefined;
      throw error;
    });
    await dirReady;
    await appendFile(file, line, 'utf8');
  }

  return {
    async send(to, text) {
      const message: OutboxMessage = { id: randomUUID(), to, text, sent_at: new Date().toISOString() };
      const write = lastWrite.then(() => append(`${JSON.stringify(message)}\n`));
      lastWrite = write.catch(() => undefined);
      await write;
      log.info({ [kind.toLowerCase()]: message }, `${kind} to ${to} written to the outbox`);
    },

    async recent(limit = DEFAULT_RECENT_LIMIT) {
      if (!Number.isFinite(limit) || limit <= 0) return [];
      await lastWrite;
      let content: string;
      try {
        content = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const messages: OutboxMessage[] = [];
      const lines = content.split('\n');
      for (let i = lines.length - 1; i >= 0 && messages.length < limit; i--) {
        const message = parseLine(lines[i]);
        if (message) messages.push(message);
      }
      return messages;
    },
  };
}

function parseLine(line: string): OutboxMessage | undefined {
  if (!line.trim()) return undefined;
  try {
    const value = JSON.parse(line) as Partial<OutboxMessage> | null;
    if (
      value &&
      typeof value.id === 'string' &&
      typeof value.to === 'string' &&
      typeof value.text === 'string' &&
      typeof value.sent_at === 'string'
    ) {
      return { id: value.id, to: value.to, text: value.text, sent_at: value.sent_at };
    }
  } catch {
    // A line cut short by a crash mid-write is skipped rather than hiding every other message.
  }
  return undefined;
}
