import { z } from 'zod';
import type { ErrorEnvelope } from './app-error';

/** The error envelope as a route schema: what the server documents and serializes. */
export const errorEnvelopeSchema = z.object({
  error: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  suggestions: z.array(z.string()).optional(),
}) satisfies z.ZodType<ErrorEnvelope>;
