import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { firstErrorMessage } from '@/shared/ajv';
import { HttpError } from '../errors';
import { MULTIPART_MESSAGES, multipartProblem } from '../modules/uploads/multipart';
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
    // A form over its limits or damaged, on any route that reads one.
    const formProblem = multipartProblem(error);
    if (formProblem) return reply.status(formProblem.statusCode).send({ message: formProblem.message });
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      const message = !consumes.includes('multipart/form-data')
        ? MULTIPART_MESSAGES.contentTypeRefused
        : consumes.includes('application/json')
          ? MULTIPART_MESSAGES.formOrJsonExpected
          : MULTIPART_MESSAGES.formExpected;
      return reply.status(415).send({ message });
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
