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
