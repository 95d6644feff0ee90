import { LogController } from 'fastify';
import pino from 'pino';
import { SLOW_REQUEST_MS } from '@config/constants';

export type LogFormat = 'pretty' | 'json';

/**
 * The server log: readable lines on a terminal (pino-pretty), JSON lines for log collectors otherwise;
 * LOG_FORMAT forces either.
 */
export function createLogger(options: { level: string; format?: LogFormat }): pino.Logger {
  const pretty = options.format ? options.format === 'pretty' : Boolean(process.stdout.isTTY);
  if (!pretty) return pino({ level: options.level });
  return pino(
    { level: options.level },
    pino.transport({
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    }),
  );
}

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
