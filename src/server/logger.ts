import pino from 'pino';

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
