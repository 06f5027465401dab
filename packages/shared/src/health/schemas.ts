import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']) }),
  ai: z.object({ engine: z.string(), status: z.string() }),
  /** Present when the server is configured with Redis: degraded while limits count in memory. */
  redis: z.object({ status: z.enum(['up', 'degraded']) }).optional(),
  version: z.string(),
  uptime: z.number(),
});
export type HealthResponse = z.output<typeof healthResponseSchema>;

export const testResponseSchema = z.object({ message: z.string(), time: z.string() });
export type TestResponse = z.output<typeof testResponseSchema>;
