import type { AdapterLogger } from '../logger';
import { createOutboxSms } from '../sms/outbox-sms';
import type { OutboxMessage } from '../sms/port';

/** Sends one email. Only the development outbox exists so far; a mail service plugs in behind this port. */
export interface EmailSender {
  send(to: string, subject: string, text: string): Promise<void>;
}

/** Emails kept by the development outbox: `text` is the subject, a blank line, then the body. */
export interface EmailOutbox {
  recent(limit?: number): Promise<OutboxMessage[]>;
}

export const EMAIL_OUTBOX_FILE_NAME = 'email-outbox.jsonl';

/**
 * Development email: nothing leaves the machine. Each email becomes one JSON line in
 * `<dir>/email-outbox.jsonl` and one log line, like the SMS outbox.
 */
export function createOutboxEmail(options: {
  dir: string;
  log: Pick<AdapterLogger, 'info'>;
}): EmailSender & EmailOutbox {
  const box = createOutboxSms({ ...options, fileName: EMAIL_OUTBOX_FILE_NAME, kind: 'Email' });
  return {
    send: (to, subject, text) => box.send(to, `${subject}\n\n${text}`),
    recent: (limit) => box.recent(limit),
  };
}
