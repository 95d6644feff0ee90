import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: nginx's $request_id (32 hex), UUIDs, and similar tokens; nothing longer. */
const ACCEPTED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * The id a request is logged and answered with: the proxy's X-Request-Id when it is a plausible id (so one id
 * follows the request from the proxy's log through whichever instance served it), a new UUID otherwise.
 * A value that is too long or carries other characters is never echoed into logs or headers.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}
