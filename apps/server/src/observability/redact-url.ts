/**
 * Addresses that carry a credential in their path: the segment after each prefix is the secret (the
 * API's routes with a `:token` or `:uuid` parameter, and the web pages that e-mailed links open).
 * `redact-url.test.ts` checks every registered route with such a parameter against this list.
 */
const SECRET_SEGMENT_AFTER = [
  '/api/esign/sessions/',
  '/api/auth/registration-invites/',
  '/api/auth/wizard/',
  '/api/secondary-users-invites/',
  '/api/shared-access/invitations/',
  '/api/utils/acn-data/',
  '/esign/sign/',
  '/invitation/',
  '/invitation-secondary/',
  '/shared-access/',
  // The link of a new-device e-mail, which ends that session.
  '/sessions/end/',
  '/accounts/secondary-invite/[^/?#]+/',
];

/** Everything after these prefixes is secret (reset links carry the user and the token as segments). */
const SECRET_REST_AFTER = ['/reset-password/', '/auth/reset-password-confirm/'];

/** Query parameters that carry a credential: reset and verification links, realtime and advisor tokens. */
const SECRET_QUERY_PARAMETERS = new Set(['token', 'key', 'uid', 'jwt', 'jwt_token', 'code', 'signature']);

const REDACTED = '[redacted]';

const segmentPatterns = SECRET_SEGMENT_AFTER.map((prefix) => new RegExp(`^(${prefix})[^/?#]+`));
const restPatterns = SECRET_REST_AFTER.map((prefix) => new RegExp(`^(${prefix})[^?#]+`));

/** The request path and query as they may be logged: every credential in them replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : url.slice(queryAt + 1);
  for (const pattern of segmentPatterns) path = path.replace(pattern, `$1${REDACTED}`);
  for (const pattern of restPatterns) path = path.replace(pattern, `$1${REDACTED}`);
  if (query === undefined) return path;
  const parameters = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals === -1) return pair;
    const name = safeDecode(pair.slice(0, equals)).toLowerCase();
    return SECRET_QUERY_PARAMETERS.has(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
  });
  return `${path}?${parameters.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
