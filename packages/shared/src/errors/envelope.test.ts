import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError, isErrorEnvelope } from './app-error';
import { errorEnvelopeSchema } from './envelope';

const anything = fc.anything({ withObjectString: true, withNullPrototype: true });
const nearEnvelopes = fc.record(
  {
    error: fc.oneof(fc.string(), anything),
    code: fc.oneof(fc.constantFrom('NOT_FOUND', 'RATE_LIMITED', 'WHATEVER'), anything),
    fieldErrors: fc.oneof(fc.dictionary(fc.string(), fc.string()), anything),
    suggestions: fc.oneof(fc.array(fc.string()), anything),
  },
  { requiredKeys: [] },
);

describe('the error envelope guard', () => {
  it('accepts exactly what the route schema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(anything, nearEnvelopes), (body) => {
        expect(isErrorEnvelope(body)).toBe(errorEnvelopeSchema.safeParse(body).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('rebuilds a server error, and turns a body of another shape into a plain HTTP error', () => {
    const sent = new AppError('VALIDATION_FAILED', { fieldErrors: { email: 'Enter an email' } });
    const rebuilt = AppError.fromEnvelope(400, sent.toEnvelope());
    expect(rebuilt.code).toBe('VALIDATION_FAILED');
    expect(rebuilt.fieldErrors).toEqual({ email: 'Enter an email' });
    expect(AppError.fromEnvelope(502, { error: 'x', code: 1 }).code).toBe('INTERNAL');
    expect(AppError.fromEnvelope(404, '<html>').message).toBe('HTTP 404');
  });
});
