import { z } from 'zod';

/** `GET /healthz`: the process answers (liveness). */
export const livenessSchema = z.object({ status: z.literal('ok') });

const databaseDriverSchema = z.enum(['pglite', 'postgres']);

/** `GET /readyz` when the database answers (readiness). */
export const readySchema = z.object({ status: z.literal('ready'), database: databaseDriverSchema });

/** `GET /readyz` when it does not: 503, in the error shape with the driver named. */
export const unavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: databaseDriverSchema,
  message: z.string(),
  code: z.literal('SERVICE_UNAVAILABLE'),
});
