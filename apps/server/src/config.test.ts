import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openMigratedDb, refuseDemoDataInProduction } from './db/open.ts';

const SECRET = 'a-production-secret-of-at-least-32-characters';
/** Everything production asks for except DATABASE_URL. */
const PRODUCTION_WITHOUT_DATABASE = {
  NODE_ENV: 'production',
  ADVISOR_JWT_SECRET: SECRET,
  SMTP_URL: 'smtp://mail.example:587',
  TFN_ENCRYPTION_KEY: 'a'.repeat(64),
  TWILIO_ACCOUNT_SID: 'AC0123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+61400000000',
};

describe('loadConfig', () => {
  it('refuses production without an advisor secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADVISOR_JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', ADVISOR_JWT_SECRET: 'short' })).toThrow(
      /ADVISOR_JWT_SECRET/,
    );
  });

  it('takes a monitoring script only from an https URL', () => {
    expect(
      loadConfig({ MONITORING_SCRIPT_URL: 'https://rum.example.com/a.js' }).monitoringScriptUrl?.origin,
    ).toBe('https://rum.example.com');
    expect(loadConfig({}).monitoringScriptUrl).toBeNull();
    for (const bad of ['http://rum.example.com/a.js', 'javascript:alert(1)', 'not a url'])
      expect(() => loadConfig({ MONITORING_SCRIPT_URL: bad })).toThrow(/MONITORING_SCRIPT_URL/);
  });

  it('refuses the outbox provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADVISOR_JWT_SECRET: SECRET })).toThrow(/outbox/i);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ADVISOR_JWT_SECRET: SECRET,
        EMAIL_PROVIDER: 'outbox',
        SMTP_URL: 'smtp://x',
      }),
    ).toThrow(/outbox/i);
  });

  const TWILIO = {
    TWILIO_ACCOUNT_SID: 'AC0123',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_MESSAGING_SERVICE_SID: 'MG0123',
  };

  it('refuses production without an SMS gateway', () => {
    const production = {
      NODE_ENV: 'production',
      ADVISOR_JWT_SECRET: SECRET,
      SMTP_URL: 'smtp://mail.example:587',
      TFN_ENCRYPTION_KEY: 'a'.repeat(64),
    };
    expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER=twilio/);
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'outbox', ...TWILIO })).toThrow(/outbox SMS/);
    expect(() => loadConfig({ ...production, TWILIO_ACCOUNT_SID: 'AC0123' })).toThrow(
      /TWILIO_AUTH_TOKEN, TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM/,
    );
  });

  it('sends SMS through Twilio when its account is configured', () => {
    expect(loadConfig({ ...TWILIO, SMS_API_URL: 'http://127.0.0.1:9999/' })).toMatchObject({
      smsProvider: 'twilio',
      twilio: {
        apiUrl: 'http://127.0.0.1:9999',
        accountSid: 'AC0123',
        authToken: 'token',
        messagingServiceSid: 'MG0123',
        from: undefined,
      },
    });
    const withNumber = loadConfig({
      SMS_PROVIDER: 'twilio',
      ...TWILIO,
      TWILIO_MESSAGING_SERVICE_SID: '',
      TWILIO_FROM: '+61400000000',
    });
    expect(withNumber.twilio).toMatchObject({ apiUrl: 'https://api.twilio.com', from: '+61400000000' });
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => loadConfig({ SMS_PROVIDER: 'pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
  });

  it('starts in production with a secret, SMTP and Twilio', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ADVISOR_JWT_SECRET: SECRET,
      SMTP_URL: 'smtp://mail.example:587',
      ...TWILIO,
      PUBLIC_URL: 'https://portal.example/',
      TFN_ENCRYPTION_KEY: 'a'.repeat(64),
      DATABASE_URL: 'postgres://portal@db.internal/portal',
    });
    expect(config.production).toBe(true);
    expect(config.emailProvider).toBe('smtp');
    expect(config.smsProvider).toBe('twilio');
    expect(config.publicUrl).toBe('https://portal.example');
    expect(new TextDecoder().decode(config.advisorJwtSecret)).toBe(SECRET);
  });

  it('defaults to the outbox, 900 s sessions and a 60 s resend timeout outside production', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.emailProvider).toBe('outbox');
    expect(config.smsProvider).toBe('outbox');
    expect(config.sessionExpireAfter).toBe(900);
    expect(config.resendCodeTimeout).toBe(60);
    // Without a configured secret a random one of 256 bits is used, never a fixed one.
    expect(loadConfig({}).advisorJwtSecret).not.toEqual(config.advisorJwtSecret);
  });

  it('refuses production without DATABASE_URL: the embedded database is the demo one', () => {
    const production = PRODUCTION_WITHOUT_DATABASE;
    expect(() => loadConfig(production)).toThrow('DATABASE_URL is required in production');
    expect(() => loadConfig({ ...production, DATABASE_URL: '' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://db/portal' }).databaseUrl).toBe(
      'postgres://db/portal',
    );
  });

  it('serves the API documentation outside production, and in production only with API_DOCS=on', () => {
    const production = { ...PRODUCTION_WITHOUT_DATABASE, DATABASE_URL: 'postgres://db/portal' };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow('API_DOCS is on or off');
  });

  it('never loads demo data in production, whatever asks for it', async () => {
    const config = loadConfig({ NODE_ENV: 'test' }, { production: true, databaseUrl: 'postgres://x/y' });
    await expect(openMigratedDb(config, { seedIfEmpty: true })).rejects.toThrow(/Demo data is never loaded/);
    expect(() => refuseDemoDataInProduction(config)).toThrow(/NODE_ENV=production/);
    expect(() => refuseDemoDataInProduction({ production: false })).not.toThrow();
  });

  it('caches sessions for 5 seconds unless told otherwise, and opens /metrics only with a long token', () => {
    expect(loadConfig({}).authCacheTtlMs).toBe(5000);
    expect(loadConfig({ AUTH_CACHE_TTL_MS: '0' }).authCacheTtlMs).toBe(0);
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
  });

  it('refuses malformed numbers and providers', () => {
    expect(() => loadConfig({ SESSION_EXPIRE_AFTER: 'soon' })).toThrow();
    expect(() => loadConfig({ EMAIL_PROVIDER: 'pigeon' })).toThrow(/EMAIL_PROVIDER/);
  });
  it('searches addresses with the embedded list unless Addressr is configured with its address', () => {
    expect(loadConfig({}).addressSearch).toEqual({ provider: 'embedded' });
    expect(() => loadConfig({ ADDRESS_SEARCH_PROVIDER: 'addressr' })).toThrow(/ADDRESSR_URL/);
    expect(() => loadConfig({ ADDRESS_SEARCH_PROVIDER: 'atlas' })).toThrow(/ADDRESS_SEARCH_PROVIDER/);
    expect(
      loadConfig({
        ADDRESS_SEARCH_PROVIDER: 'addressr',
        ADDRESSR_URL: 'http://127.0.0.1:8080',
        ADDRESSR_API_KEY: 'k',
      }).addressSearch,
    ).toEqual({ provider: 'addressr', baseUrl: 'http://127.0.0.1:8080', apiKey: 'k' });
  });
  it('signs with the embedded provider unless DocuSign is configured with all its keys', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      esignProvider: 'embedded',
      docusign: undefined,
      esignSessionTimeout: 1200,
      esignEnvelopeTtlDays: 30,
    });
    expect(() => loadConfig({ ESIGN_PROVIDER: 'docusign', DOCUSIGN_INTEGRATION_KEY: 'ik' })).toThrow(
      /DOCUSIGN_USER_ID, DOCUSIGN_ACCOUNT_ID, DOCUSIGN_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ ESIGN_PROVIDER: 'paper' })).toThrow(/ESIGN_PROVIDER/);
    const docusign = loadConfig({
      ESIGN_PROVIDER: 'docusign',
      DOCUSIGN_INTEGRATION_KEY: 'ik',
      DOCUSIGN_USER_ID: 'user',
      DOCUSIGN_ACCOUNT_ID: 'acc',
      DOCUSIGN_PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\\nabc\\n-----END RSA PRIVATE KEY-----',
      ESIGN_SESSION_TIMEOUT: '300',
    });
    expect(docusign.docusign).toEqual({
      integrationKey: 'ik',
      userId: 'user',
      accountId: 'acc',
      privateKey: '-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----',
      authServer: 'account-d.docusign.com',
      basePath: 'https://demo.docusign.net/restapi',
    });
    expect(docusign.esignSessionTimeout).toBe(300);
  });

  it('bounds the waits on PostgreSQL by default, and takes other limits from the environment', () => {
    expect(loadConfig({}).dbPool).toEqual({
      max: 10,
      connectTimeoutMs: 3000,
      statementTimeoutMs: 30_000,
      idleInTransactionTimeoutMs: 60_000,
      queryTimeoutMs: 4000,
    });
    const tuned = loadConfig({
      DB_POOL_MAX: '20',
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '0',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000',
      DB_QUERY_TIMEOUT_MS: '2500',
    }).dbPool;
    expect(tuned).toEqual({
      max: 20,
      connectTimeoutMs: 1000,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 5000,
      queryTimeoutMs: 2500,
    });
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/);
    expect(() => loadConfig({ DB_QUERY_TIMEOUT_MS: 'soon' })).toThrow(/whole number/);
  });

  it('keeps files on the local disk unless STORAGE_PROVIDER=s3 names a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ provider: 'local' });
    expect(() => loadConfig({ STORAGE_PROVIDER: 'ftp' })).toThrow(/STORAGE_PROVIDER/);
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'portal-files' }).storage).toEqual({
      provider: 's3',
      bucket: 'portal-files',
      region: undefined,
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      keyPrefix: '',
    });
    const minio = loadConfig({
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'files',
      S3_REGION: 'ap-southeast-2',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_KEY_PREFIX: '/portal/',
    });
    expect(minio.storage).toEqual({
      provider: 's3',
      bucket: 'files',
      region: 'ap-southeast-2',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      keyPrefix: 'portal/',
    });
  });
});
