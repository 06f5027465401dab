import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '@trip/shared/errors/app-error';
import { isDatabaseUnavailable } from '../../db/client';

/** Field path "a.b.0" → first message, for the `fieldErrors` of a 400. */
function fieldErrorsFrom(
  issues: ReadonlyArray<{ instancePath?: string; message?: string; params?: unknown }>,
): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const fromIssue = params?.issue?.path?.map(String).join('.');
    const key = fromIssue || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '_';
    if (!(key in fieldErrors)) fieldErrors[key] = issue.message ?? 'Invalid value';
  }
  return fieldErrors;
}

function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors = fieldErrorsFrom(error.validation);
    const first = Object.values(fieldErrors)[0];
    return new AppError('VALIDATION_FAILED', {
      message: Object.keys(fieldErrors).length === 1 && first ? first : undefined,
      fieldErrors,
    });
  }
  if (isResponseSerializationError(error)) {
    return new AppError('INTERNAL', {
      internal: `response did not match its schema: ${error.message}`,
    });
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError('DB_UNAVAILABLE', { retryAfter: 5, internal: error.message });
  }
  const statusCode = (error as FastifyError).statusCode ?? 500;
  const code = (error as FastifyError).code;
  if (
    statusCode === 413 ||
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_ERR_CTP_BODY_TOO_LARGE'
  ) {
    return new AppError('PAYLOAD_TOO_LARGE');
  }
  if (statusCode === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  if (statusCode === 429) {
    return new AppError('RATE_LIMITED', { message: error.message || undefined });
  }
  if (
    code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error instanceof SyntaxError
  ) {
    return new AppError('BAD_REQUEST', { message: 'The request body is not valid JSON.' });
  }
  if (statusCode >= 400 && statusCode < 500) {
    return new AppError(
      statusCode === 404
        ? 'NOT_FOUND'
        : statusCode === 401
          ? 'UNAUTHORIZED'
          : statusCode === 403
            ? 'FORBIDDEN'
            : 'BAD_REQUEST',
      {
        internal: error.message,
      },
    );
  }
  return new AppError('INTERNAL', { internal: error.message, cause: error });
}

/** The one error handler: every failure leaves as the API's envelope, 500s without internals. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      if (appError.status >= 500) {
        request.log.error(
          { err: error, code: appError.code },
          appError.internal ?? appError.message,
        );
      } else {
        request.log.info(
          {
            code: appError.code,
            status: appError.status,
            detail: appError.internal,
          },
          'request refused',
        );
      }
      if (appError.retryAfter !== undefined)
        reply.header('Retry-After', String(appError.retryAfter));
      else if (appError.status === 503) reply.header('Retry-After', '5');
      return reply.status(appError.status).send(appError.toEnvelope());
    });
  },
  { name: 'errors' },
);
