import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3StorageConfig } from './storage/s3-storage.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Config = {
  port: number;
  host: string;
  /** Where links in e-mails point (reset, verification). Never taken from the request's Host header. */
  publicUrl: string;
  /** A PostgreSQL URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL connection pool and timeouts (milliseconds; 0 turns a timeout off). Unused by PGlite. */
  dbPool: DbPoolConfig;
  production: boolean;
  /** 'outbox' keeps e-mail in the database (shown at /dev/outbox); 'smtp' sends it through SMTP_URL. */
  emailProvider: 'outbox' | 'smtp';
  smtpUrl: string | undefined;
  mailFrom: string;
  /** 'outbox' keeps SMS in the database (shown at /dev/outbox); 'twilio' sends them through Twilio. */
  smsProvider: 'outbox' | 'twilio';
  /** The Twilio settings; required when smsProvider is 'twilio'. */
  twilio: TwilioConfig | undefined;
  /** Shared secret (HS256) that signs advisor hand-off tokens. */
  advisorJwtSecret: Uint8Array;
  advisorJwtAudience: string;
  sessionExpireAfter: number;
  sessionExpireWarningAfter: number;
  sessionAbsoluteLimit: number;
  resendCodeTimeout: number;
  /** SMS codes one user may be sent in an hour (an SMS-pumping guard). */
  codesPerHour: number;
  /** Codes checked from one address in 15 minutes (an office behind one NAT may need more). */
  codeChecksPerAddress: number;
  webDist: string;
  /** argon2 memory in KiB; lowered only by tests. */
  argon2MemoryKib: number;
  trustProxy: boolean;
  /** Sign-ins accepted from one address in 15 minutes (an office behind one NAT may need more). */
  loginsPerAddress: number;
  /**
   * An https URL of the operator's monitoring script (real-user monitoring, error tracking): the page
   * loads it, and the content security policy allows its origin. None by default.
   */
  monitoringScriptUrl: URL | null;
  /** The Australian Business Register web services key; without it the embedded sample register answers. */
  abrGuid: string | undefined;
  /**
   * Who answers the address search: 'embedded' (the shipped suburb list) or 'addressr' (an Addressr server,
   * G-NAF street addresses, at ADDRESSR_URL; ADDRESSR_API_KEY for the hosted API).
   */
  addressSearch: AddressSearchConfig;
  /** AES-256 key (32 bytes) that encrypts tax file numbers at rest. */
  tfnEncryptionKey: Uint8Array;
  /** Who hosts signing: 'embedded' (the product's own signing pages) or 'docusign'. */
  esignProvider: 'embedded' | 'docusign';
  /** The DocuSign settings; required when esignProvider is 'docusign'. */
  docusign: DocuSignConfig | undefined;
  /** Seconds a signing session stays open before it times out (the session_timeout event). */
  esignSessionTimeout: number;
  /** Days an envelope can be signed before it expires (the ttl_expired event). */
  esignEnvelopeTtlDays: number;
  /**
   * Where uploaded and generated files live: 'local' (a folder beside the embedded database, for one
   * instance) or 's3' (a bucket every instance shares).
   */
  storage: StorageConfig;
  /** How long a cached session or profile may be served without a database read; 0 turns the cache off. */
  authCacheTtlMs: number;
  /** The bearer token that opens /metrics; without it /metrics does not exist. */
  metricsToken: string | undefined;
  /** Whether /api/openapi.json and /api/docs/ are served (API_DOCS=on|off; off in production unless on). */
  apiDocs: boolean;
};

export type DbPoolConfig = {
  max: number;
  /** How long a call waits for a connection (a new one, or a free one of a full pool). */
  connectTimeoutMs: number;
  /** The database cancels a statement that runs longer (SQLSTATE 57014). */
  statementTimeoutMs: number;
  /** The database ends a session left idle inside a transaction this long. */
  idleInTransactionTimeoutMs: number;
  /** The server stops waiting for an answer this long, also when the database or network stalls. */
  queryTimeoutMs: number;
};
export type AddressSearchConfig =
  | { provider: 'embedded' }
  | { provider: 'addressr'; baseUrl: string; apiKey: string | undefined };
export type StorageConfig = { provider: 'local' } | ({ provider: 's3' } & S3StorageConfig);
export type TwilioConfig = {
  /** The Programmable Messaging API's base (SMS_API_URL), https://api.twilio.com unless a test points elsewhere. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender: a Messaging Service (preferred: it picks the number) or one sending number in E.164. */
  messagingServiceSid: string | undefined;
  from: string | undefined;
};

export type DocuSignConfig = {
  integrationKey: string;
  /** The API user the JWT grant impersonates (a GUID). */
  userId: string;
  accountId: string;
  /** The RSA private key of the integration, PEM (newlines may be written as \n). */
  privateKey: string;
  /** The OAuth host: account-d.docusign.com (demo) or account.docusign.com. */
  authServer: string;
  /** The REST base, e.g. https://demo.docusign.net/restapi. */
  basePath: string;
};

function apiDocsOf(value: string | undefined, production: boolean): boolean {
  if (value === undefined || value === '') return !production;
  if (value !== 'on' && value !== 'off') throw new Error('API_DOCS is on or off');
  return value === 'on';
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  const n = int(value, fallback);
  if (n === 0) throw new Error(`${name} must be at least 1`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const port = int(env.PORT, 3000);
  const secret = env.ADVISOR_JWT_SECRET;
  if (production && (!secret || secret.length < 32)) {
    throw new Error('ADVISOR_JWT_SECRET of at least 32 characters is required in production');
  }
  const emailProvider = (env.EMAIL_PROVIDER ?? (env.SMTP_URL ? 'smtp' : 'outbox')) as Config['emailProvider'];
  if (emailProvider !== 'outbox' && emailProvider !== 'smtp')
    throw new Error('EMAIL_PROVIDER is outbox or smtp');
  if (emailProvider === 'smtp' && !env.SMTP_URL) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL');
  if (production && emailProvider === 'outbox') {
    throw new Error('The outbox provider is for demos and tests; set SMTP_URL in production');
  }
  const tfnEncryptionKey = tfnKeyOf(env.TFN_ENCRYPTION_KEY, production);
  const sms = smsSettingsOf(env, production);
  // The embedded database is the demo's: it is seeded with demo users that share a published password.
  if (production && !env.DATABASE_URL) throw new Error('DATABASE_URL is required in production');
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken && metricsToken.length < 32)
    throw new Error('METRICS_TOKEN must be at least 32 characters');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(repoRoot, '.data', 'pglite'),
    dbPool: {
      max: positive(env.DB_POOL_MAX, 10, 'DB_POOL_MAX'),
      connectTimeoutMs: int(env.DB_CONNECT_TIMEOUT_MS, 3000),
      statementTimeoutMs: int(env.DB_STATEMENT_TIMEOUT_MS, 30_000),
      idleInTransactionTimeoutMs: int(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, 60_000),
      queryTimeoutMs: int(env.DB_QUERY_TIMEOUT_MS, 4000),
    },
    production,
    emailProvider,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Client Portal <no-reply@portal.example>',
    ...sms,
    // Without a configured secret the demo signs with a key that lives only as long as the process.
    advisorJwtSecret: new TextEncoder().encode(secret ?? randomBytes(32).toString('hex')),
    advisorJwtAudience: env.ADVISOR_JWT_AUDIENCE ?? 'investor-portal',
    sessionExpireAfter: int(env.SESSION_EXPIRE_AFTER, 900),
    sessionExpireWarningAfter: int(env.SESSION_EXPIRE_WARNING_AFTER, 780),
    sessionAbsoluteLimit: int(env.SESSION_ABSOLUTE_LIMIT, 12 * 3600),
    resendCodeTimeout: int(env.RESEND_CODE_TIMEOUT, 60),
    codesPerHour: int(env.CODES_PER_HOUR, 6),
    codeChecksPerAddress: int(env.CODE_CHECKS_PER_ADDRESS, 30),
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    argon2MemoryKib: 19456,
    trustProxy: env.TRUST_PROXY === 'true',
    loginsPerAddress: int(env.LOGINS_PER_ADDRESS, 30),
    abrGuid: env.ABR_GUID || undefined,
    monitoringScriptUrl: monitoringScriptUrlOf(env.MONITORING_SCRIPT_URL),
    addressSearch: addressSearchSettingsOf(env),
    tfnEncryptionKey,
    ...esignSettingsOf(env),
    storage: storageSettingsOf(env),
    authCacheTtlMs: int(env.AUTH_CACHE_TTL_MS, 5000),
    metricsToken,
    apiDocs: apiDocsOf(env.API_DOCS, production),
    ...overrides,
  };
}

/** MONITORING_SCRIPT_URL, which must be an https URL (a script from anywhere else would weaken the page). */
function monitoringScriptUrlOf(value: string | undefined): URL | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== 'https:') throw new Error('MONITORING_SCRIPT_URL must be an https URL');
  return url;
}

/**
 * The TFN key: 32 bytes written as 64 hex digits or in base64. Stored TFNs must stay readable across
 * restarts, so without a configured key the demo uses a fixed development key derived from a public
 * phrase: fine for demo data, never for real TFNs, which is why production refuses to start without one.
 */
function tfnKeyOf(value: string | undefined, production: boolean): Uint8Array {
  if (!value) {
    if (production) throw new Error('TFN_ENCRYPTION_KEY (32 bytes, hex or base64) is required in production');
    return createHash('sha256').update('client-portal development TFN key').digest();
  }
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('TFN_ENCRYPTION_KEY must be 32 bytes, written in hex or base64');
  return key;
}

/** The SMS settings: the embedded outbox unless Twilio is configured, which production requires. */
function smsSettingsOf(env: NodeJS.ProcessEnv, production: boolean): Pick<Config, 'smsProvider' | 'twilio'> {
  const provider = env.SMS_PROVIDER || (env.TWILIO_ACCOUNT_SID ? 'twilio' : 'outbox');
  if (provider !== 'outbox' && provider !== 'twilio') throw new Error('SMS_PROVIDER is outbox or twilio');
  if (provider === 'outbox') {
    if (production)
      throw new Error(
        'The outbox SMS provider is for demos and tests; set SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM in production',
      );
    return { smsProvider: 'outbox', twilio: undefined };
  }
  const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'].filter((name) => !env[name]);
  if (!env.TWILIO_MESSAGING_SERVICE_SID && !env.TWILIO_FROM)
    missing.push('TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM');
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
  return {
    smsProvider: 'twilio',
    twilio: {
      apiUrl: (env.SMS_API_URL || 'https://api.twilio.com').replace(/\/$/, ''),
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID || undefined,
      from: env.TWILIO_FROM || undefined,
    },
  };
}

/** The e-signature settings: the embedded provider unless ESIGN_PROVIDER=docusign, which needs its keys. */
function esignSettingsOf(
  env: NodeJS.ProcessEnv,
): Pick<Config, 'esignProvider' | 'docusign' | 'esignSessionTimeout' | 'esignEnvelopeTtlDays'> {
  const provider = env.ESIGN_PROVIDER || 'embedded';
  if (provider !== 'embedded' && provider !== 'docusign')
    throw new Error('ESIGN_PROVIDER is embedded or docusign');
  let docusign: DocuSignConfig | undefined;
  if (provider === 'docusign') {
    const required = [
      'DOCUSIGN_INTEGRATION_KEY',
      'DOCUSIGN_USER_ID',
      'DOCUSIGN_ACCOUNT_ID',
      'DOCUSIGN_PRIVATE_KEY',
    ];
    const missing = required.filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`ESIGN_PROVIDER=docusign needs ${missing.join(', ')}`);
    docusign = {
      integrationKey: env.DOCUSIGN_INTEGRATION_KEY!,
      userId: env.DOCUSIGN_USER_ID!,
      accountId: env.DOCUSIGN_ACCOUNT_ID!,
      privateKey: env.DOCUSIGN_PRIVATE_KEY!.replace(/\\n/g, '\n'),
      authServer: env.DOCUSIGN_AUTH_SERVER || 'account-d.docusign.com',
      basePath: (env.DOCUSIGN_BASE_PATH || 'https://demo.docusign.net/restapi').replace(/\/$/, ''),
    };
  }
  return {
    esignProvider: provider,
    docusign,
    esignSessionTimeout: int(env.ESIGN_SESSION_TIMEOUT, 20 * 60),
    esignEnvelopeTtlDays: int(env.ESIGN_ENVELOPE_TTL_DAYS, 30),
  };
}

/** ADDRESS_SEARCH_PROVIDER=embedded (default) or addressr with ADDRESSR_URL (and ADDRESSR_API_KEY). */
function addressSearchSettingsOf(env: NodeJS.ProcessEnv): AddressSearchConfig {
  const provider = env.ADDRESS_SEARCH_PROVIDER || 'embedded';
  if (provider === 'embedded') return { provider };
  if (provider !== 'addressr') throw new Error('ADDRESS_SEARCH_PROVIDER is embedded or addressr');
  if (!env.ADDRESSR_URL) throw new Error('ADDRESS_SEARCH_PROVIDER=addressr needs ADDRESSR_URL');
  return { provider, baseUrl: env.ADDRESSR_URL, apiKey: env.ADDRESSR_API_KEY || undefined };
}

/** STORAGE_PROVIDER=local (default) or s3 with its S3_* settings. */
function storageSettingsOf(env: NodeJS.ProcessEnv): StorageConfig {
  const provider = env.STORAGE_PROVIDER || 'local';
  if (provider === 'local') return { provider };
  if (provider !== 's3') throw new Error('STORAGE_PROVIDER is local or s3');
  if (!env.S3_BUCKET) throw new Error('STORAGE_PROVIDER=s3 needs S3_BUCKET');
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither, for the default chain)',
    );
  const prefix = (env.S3_KEY_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    provider,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || undefined,
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    keyPrefix: prefix ? `${prefix}/` : '',
  };
}
