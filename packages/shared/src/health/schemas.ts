import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']) }),
  ai: z.object({ engine: z.string(), status: z.string() }),
  /** Only when Redis is configured: down means limits count per instance in memory. */
  redis: z.enum(['up', 'degraded']).optional(),
  version: z.string(),
  uptime: z.number(),
});
export type HealthResponse = z.output<typeof healthResponseSchema>;

export const testResponseSchema = z.object({ message: z.string(), time: z.string() });
export type TestResponse = z.output<typeof testResponseSchema>;
