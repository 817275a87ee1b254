import { z } from 'zod';

/** `GET /healthz`: the process answers (liveness). */
export const livenessSchema = z.object({ status: z.literal('ok') });

const databaseDriverSchema = z.enum(['pglite', 'postgres']);

/**
 * Each read replica as the instance last found it (decision 036): in use when `ready`; skipped
 * when `lagging` (further behind than DATABASE_REPLICA_MAX_LAG_MS) or `down`, its reads then
 * going to the primary. None of these makes the instance unready: the primary serves every read.
 */
const replicasSchema = z
  .array(
    z.object({
      name: z.string(),
      state: z.enum(['starting', 'ready', 'lagging', 'down']),
      lagMs: z.number().nullable(),
    }),
  )
  .optional();

/** `GET /readyz` when the database answers (readiness). */
export const readySchema = z.object({
  status: z.literal('ready'),
  database: databaseDriverSchema,
  replicas: replicasSchema,
});

/**
 * `GET /readyz` when the database answers but Redis, which counts rate limits, does not: still
 * 200 (the instance serves, counting limits in its own memory, decision 032), saying so.
 */
export const degradedSchema = z.object({
  status: z.literal('degraded'),
  database: databaseDriverSchema,
  rateLimits: z.literal('memory'),
  message: z.string(),
  replicas: replicasSchema,
});

/** `GET /readyz` when it does not: 503, in the error shape with the driver named. */
export const unavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: databaseDriverSchema,
  message: z.string(),
  code: z.literal('SERVICE_UNAVAILABLE'),
});
