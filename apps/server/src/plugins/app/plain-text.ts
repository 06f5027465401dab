import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@trip/shared/errors/app-error';

/** NUL and the other control characters no field of ours holds (tab and line breaks may). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE =
  'Text may not contain control characters such as NUL (\\u0000)';

/** The first place in a parsed value that holds a control character, as a field path. */
function firstControl(value: unknown, path: string[]): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path.join('.') || '_' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstControl(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = firstControl(item, [...path, key]) ?? firstControl(key, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

function refuseControlCharacters(request: FastifyRequest): void {
  const field =
    firstControl(request.params, []) ??
    firstControl(request.query, []) ??
    firstControl(request.body, []);
  if (field) {
    throw new AppError('VALIDATION_FAILED', {
      message: CONTROL_CHARACTER_MESSAGE,
      fieldErrors: { [field]: CONTROL_CHARACTER_MESSAGE },
    });
  }
}

/**
 * Refuses, with 400, any path parameter, query or JSON body carrying NUL or another control
 * character before a route's schema or the database sees it (PostgreSQL cannot store NUL in
 * text, so such a value would otherwise fail deep inside a query).
 */
export const plainTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => refuseControlCharacters(request));
});
