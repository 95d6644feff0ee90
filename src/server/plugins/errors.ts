import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { firstErrorMessage } from '../../shared/ajv';
import { HttpError } from '../errors';
import type { App } from '../types';

/** Every failure leaves as `{ message }` with a 4xx for the user's mistakes and a plain 500 otherwise. */
export default fp(async (app: App) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (typeof error.extra.retry_after === 'number') reply.header('Retry-After', error.extra.retry_after);
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return reply.status(400).send({ message: firstErrorMessage(fastifyError.validation as never) });
    }
    // The database boundary: a value PostgreSQL cannot take (class 22, "data exception": out of range,
    // malformed number or date, NUL byte, bad encoding) is the caller's mistake, never a server failure.
    const pgCode = (error as { code?: unknown }).code;
    if (typeof pgCode === 'string' && /^22[0-9A-Z]{3}$/.test(pgCode)) {
      request.log.warn({ code: pgCode, url: request.url }, 'value refused by the database');
      return reply.status(400).send({ message: 'One of the values sent is not valid.' });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many attempts. Please try again later.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: fastifyError.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
});
