import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@trip/shared/errors/app-error';
import { hasControlCharacters, textMessages } from '@trip/shared/common/text';

/** The first string in `value` (at any depth) that holds a control character. */
function findControlled(value: unknown, line: boolean, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacters(value, line);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacters(key, true) || findControlled(item, line, depth + 1),
  );
}

/**
 * Refuses a NUL or another control character anywhere in a request's path parameters,
 * query string or JSON body with 400, before a schema or the database sees it. The shared
 * schemas refuse the same text (`cleanText`); this catches every field they do not name,
 * so such input never reaches PostgreSQL (which cannot store a NUL) as a 500. Body text may
 * hold tabs and newlines; parameters and the query string may not.
 */
export const cleanInputPlugin = fp(
  async (app: FastifyInstance) => {
    // Synchronous, like the check itself: an async hook cost every request a turn of the loop.
    app.addHook('preValidation', (request, _reply, done) => {
      const bad =
        findControlled(request.params, true) ||
        findControlled(request.query, true) ||
        findControlled(request.body, false);
      done(
        bad
          ? new AppError('VALIDATION_FAILED', { message: textMessages.controlCharacters })
          : undefined,
      );
    });
  },
  { name: 'clean-input' },
);
