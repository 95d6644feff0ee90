import { LogController } from 'fastify';
import { SLOW_REQUEST_MS } from '@config/constants';

/**
 * Per-request lines at debug level, so a busy (or simulated) fleet does not flood the log; failed requests
 * and slow ones still stand out at error and warn.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: Parameters<LogController['incomingRequest']>[0]) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: Parameters<LogController['requestCompleted']>[1],
    reply: Parameters<LogController['requestCompleted']>[2],
  ) {
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else if (reply.elapsedTime > SLOW_REQUEST_MS) {
      reply.log.warn({ res: reply, responseTime: reply.elapsedTime }, 'slow request');
    } else {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
