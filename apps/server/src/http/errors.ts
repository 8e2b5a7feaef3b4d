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
