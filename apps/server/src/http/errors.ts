import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** The one error type services throw; `body` is the spec's error shape and goes to the client as is. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

export const notFound = () => new AppError(404, { detail: 'Not found.' });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new AppError(403, { detail });
export const fieldError = (field: string, message: string) => new AppError(400, { [field]: [message] });
export const unauthenticated = (detail = 'Authentication credentials were not provided.') =>
  new AppError(401, { detail });

/** The spec's generic failure message (its error page shows it for statuses 500 to 505). */
export const GENERIC_FAILURE = { detail: 'Looks like something went wrong' };

/**
 * What a failed call answers. A database that cannot be reached or did not answer in time is 503: the
 * same call can succeed once it is back. Anything else unexpected is 500.
 */
export function errorAnswerOf(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof AppError) return { status: error.status, body: error.body };
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return { status: 413, body: { detail: 'The request is too large.' } };
  if (status && status >= 400 && status < 500)
    return { status, body: { detail: 'The request could not be read.' } };
  if (isDatabaseUnavailable(error)) return { status: 503, body: GENERIC_FAILURE };
  return { status: 500, body: GENERIC_FAILURE };
}
