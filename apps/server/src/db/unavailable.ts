// Whether an error means the database could not be reached or did not answer in time, rather than that
// it refused the statement. Such a call can succeed later without any change: the client is told 503.

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const SQLSTATES = new Set([
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database is starting or in recovery
  '57014', // query_canceled: statement_timeout, the stalled-database case
  '25P03', // idle_in_transaction_session_timeout ended the session
  '53300', // too_many_connections
]);

// node-postgres reports a lost or timed-out connection by message only.
const PG_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^Query read timeout/i,
  /is not queryable/i,
  /^Client was closed/i,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (PG_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // A connection to every address of a host failed (Node's AggregateError), or a wrapped cause.
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
