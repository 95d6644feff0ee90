import type { SmsSender } from './port';

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_BODY_IN_MESSAGE = 500;

export type HttpSmsOptions = {
  /** The gateway's send endpoint. */
  url: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token: string;
  /** Sender name or number registered with the gateway. */
  sender: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
};

/** The gateway refused the message, answered with an error status, or did not answer in time. */
export class SmsGatewayError extends Error {
  override name = 'SmsGatewayError';

  constructor(
    message: string,
    /** HTTP status of the gateway's answer; undefined when there was no answer. */
    readonly status?: number,
    /** The gateway's answer body, if any. */
    readonly body?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * SMS through an HTTP gateway: `POST <url>` with JSON `{ to, message, sender }` and a bearer token.
 * Any non-2xx answer rejects with the gateway's status and body text.
 */
export function createHttpSms({
  url,
  token,
  sender,
  fetchImpl = fetch,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: HttpSmsOptions): SmsSender {
  return {
    async send(to, text) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ to, message: text, sender }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SmsGatewayError(
          timedOut
            ? `SMS gateway did not answer within ${timeoutMs} ms`
            : `SMS gateway could not be reached: ${error instanceof Error ? error.message : String(error)}`,
          undefined,
          undefined,
          { cause: error },
        );
      }
      const body = await response.text().catch(() => '');
      if (!response.ok) {
        const excerpt = body.length > MAX_BODY_IN_MESSAGE ? `${body.slice(0, MAX_BODY_IN_MESSAGE)}…` : body;
        throw new SmsGatewayError(
          `SMS gateway answered ${response.status} ${response.statusText}: ${excerpt}`.trim(),
          response.status,
          body,
        );
      }
    },
  };
}
