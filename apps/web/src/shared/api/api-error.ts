import { messages } from '@portal/contracts/messages';

/** Field errors flattened to one message per field path ('address.line_1'), arrays joined by ', '. */
export type TFieldErrors = Record<string, string>;

// `detail` and `code` are the error's own message and code when they are strings; as arrays they are
// field errors of fields with those names (a wrong two-factor `code` answers { code: ['...'] }).
const MESSAGE_KEYS = new Set(['detail', 'code']);
const NON_FIELD_KEYS = new Set(['extra', 'non_field_errors']);

const asText = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return null;
};

const flattenInto = (target: TFieldErrors, value: unknown, path: string): void => {
  const text = asText(value);
  if (text !== null) {
    if (text) target[path] = text;
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      flattenInto(target, item, `${path}.${index}`);
    });
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, nested] of Object.entries(value))
      flattenInto(target, nested, path ? `${path}.${key}` : key);
  }
};

/** Spec section 8: field errors flattened into messages, arrays joined by ', '. */
export const flattenFieldErrors = (body: unknown): TFieldErrors => {
  const result: TFieldErrors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return result;
  for (const [key, value] of Object.entries(body)) {
    if (NON_FIELD_KEYS.has(key) || (MESSAGE_KEYS.has(key) && typeof value === 'string')) continue;
    flattenInto(result, value, key);
  }
  return result;
};

const readString = (body: unknown, key: string): string | undefined => {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/** A failed call: the status (0 when the network failed) and the server's error shape, parsed once. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly detail: string | undefined;
  readonly code: string | undefined;
  readonly extraCode: string | undefined;
  readonly fieldErrors: TFieldErrors;
  readonly nonFieldErrors: string | undefined;

  constructor(status: number, body: unknown) {
    const detail = readString(body, 'detail');
    super(detail ?? (status === 0 ? 'Network error' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.detail = detail;
    this.code = readString(body, 'code');
    const extra = body && typeof body === 'object' ? (body as Record<string, unknown>).extra : undefined;
    this.extraCode = readString(extra, 'code');
    this.fieldErrors = flattenFieldErrors(body);
    this.nonFieldErrors =
      asText(
        body && typeof body === 'object' ? (body as Record<string, unknown>).non_field_errors : undefined,
      ) ?? undefined;
  }

  /** True when the answer carries something to show inside a form (field or non-field errors). */
  get hasFormErrors(): boolean {
    return this.nonFieldErrors !== undefined || Object.keys(this.fieldErrors).length > 0;
  }
}

/** What a user is told about an error that no other rule explains. */
export const GENERIC_FAILURE = messages.somethingWentWrong;
