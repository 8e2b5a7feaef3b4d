// Calls for operators and the embedded providers rather than clients: health checks a load balancer
// asks, and the outbox that holds every message while messages are not really sent (demo and journeys).
import * as z from 'zod/mini';
import { ZOutboxMessageSchema } from './auth.ts';

export const ZHealthResponseSchema = z.object({ status: z.literal('ok') });

/** Readiness refused: what cannot be used now. */
export const ZHealthUnavailableResponseSchema = z.object({
  status: z.literal('unavailable'),
  failed: z.array(z.enum(['database', 'file_storage'])),
});

/** Newest first, at most the last 200. */
export const ZOutboxResponseSchema = z.array(ZOutboxMessageSchema);
