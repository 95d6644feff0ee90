import type { AdapterLogger } from '../logger';
import { createHttpSms } from './http-sms';
import { createOutboxSms } from './outbox-sms';
import type { SmsOutbox, SmsSender } from './port';

export type { OutboxMessage, SmsOutbox, SmsSender } from './port';
export { createHttpSms, SmsGatewayError } from './http-sms';
export { createOutboxSms } from './outbox-sms';

export type SmsConfig = {
  provider: 'outbox' | 'http';
  /** The outbox file goes here (`<dataDir>/sms-outbox.jsonl`). */
  dataDir: string;
  httpUrl?: string;
  httpToken?: string;
  httpSender?: string;
};

/** The SMS sender chosen by configuration; only the outbox can list what it sent. */
export function createSms(
  config: SmsConfig,
  log: Pick<AdapterLogger, 'info'>,
): SmsSender & Partial<SmsOutbox> {
  if (config.provider === 'outbox') return createOutboxSms({ dir: config.dataDir, log });
  const { httpUrl, httpToken, httpSender } = config;
  if (!httpUrl || !httpToken || !httpSender) {
    const missing = [!httpUrl && 'httpUrl', !httpToken && 'httpToken', !httpSender && 'httpSender'].filter(
      Boolean,
    );
    throw new Error(`SMS provider 'http' needs ${missing.join(', ')}`);
  }
  return createHttpSms({ url: httpUrl, token: httpToken, sender: httpSender });
}
