/**
 * The slice of a pino logger (Fastify's `app.log`) that adapters use, so they can be built
 * with the server's logger or with a plain object in tests.
 */
export interface AdapterLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
