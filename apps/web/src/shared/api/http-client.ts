// The one HTTP client: base /api, credentials, Accept-Language en, application id, token, managed user,
// API version, JSON in and out, and the error catalogue applied to every failure.
import { markRequestActivity } from '@/shared/api/activity';
import { ApiError } from '@/shared/api/api-error';
import { applyErrorCatalogue, type TErrorHandling } from '@/shared/api/error-catalogue';
import { getApplicationId } from '@/shared/application/application-id';
import { sessionStore } from '@/shared/session/session-store';

export const API_BASE = '/api';

export type TQueryValue = string | number | boolean | null | undefined;

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, TQueryValue>;
  /** Sent as `Accept: application/json; version=N` (the profile is read with version 2). */
  apiVersion?: number;
  signal?: AbortSignal;
  errors?: TErrorHandling;
  /** False for calls that must not count as user activity (last-activity, logout). */
  countsAsActivity?: boolean;
  /** A file to download (e.g. 'text/csv'): sent as Accept, and the answer comes back as a Blob. */
  download?: string;
};

const buildUrl = (path: string, query: TRequestOptions['query']): string => {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

const buildHeaders = (options: Pick<TRequestOptions, 'apiVersion' | 'body' | 'download'>): Headers => {
  const headers = new Headers({
    Accept:
      options.download ??
      (options.apiVersion ? `application/json; version=${options.apiVersion}` : 'application/json'),
    'Accept-Language': 'en',
  });
  // FormData (uploads) sets its own multipart type with the boundary.
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  const applicationId = getApplicationId();
  if (applicationId) headers.set('X-Application-Id', applicationId);
  const { token, managedUserId } = sessionStore.get();
  if (token) headers.set('Authorization', `Token ${token}`);
  if (managedUserId !== null) headers.set('X-Managed-User-Id', String(managedUserId));
  return headers;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

export const request = async <T>(path: string, options: TRequestOptions = {}): Promise<T> => {
  if (options.countsAsActivity !== false) markRequestActivity();
  const sentWithToken = sessionStore.get().token;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
      body:
        options.body === undefined
          ? undefined
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    const error = new ApiError(0, undefined);
    applyErrorCatalogue(error, options.errors);
    throw error;
  }
  if (response.ok && options.download) return (await response.blob()) as T;
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    body = undefined;
  }
  if (response.ok) return body as T;
  // A key is replaced after two-factor and after a password change. A call still in flight with the old
  // key answers 401; that is no reason to log out: it is sent again with the key the device holds now.
  const currentToken = sessionStore.get().token;
  if (response.status === 401 && currentToken && currentToken !== sentWithToken)
    return request<T>(path, options);
  const error = new ApiError(response.status, body);
  applyErrorCatalogue(error, options.errors);
  throw error;
};

type TBodyless = Omit<TRequestOptions, 'method' | 'body'>;

export const http = {
  get: <T>(path: string, options?: TBodyless) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: TBodyless) =>
    request<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  patch: <T>(path: string, body: unknown, options?: TBodyless) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body: unknown, options?: TBodyless) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: TBodyless) => request<T>(path, { ...options, method: 'DELETE' }),
};
