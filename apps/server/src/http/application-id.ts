import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export const PRODUCT_KEYS = ['ipm', 'icf', 'viv'] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

/** The application a call is made in, from the X-Application-Id header; ipm when absent. */
export function applicationIdOf(request: FastifyRequest): ProductKey {
  const value = request.headers['x-application-id'];
  if (value === undefined || value === '') return 'ipm';
  if (typeof value === 'string' && (PRODUCT_KEYS as readonly string[]).includes(value))
    return value as ProductKey;
  throw new AppError(400, { detail: 'Unknown application.' });
}
