import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to the embedded setup on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      adminUrl: 'http://admin.localhost:3000',
      seedDemo: true,
      demoPassword: 'maxer-demo',
      loginLimitPerClient: 60,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('treats empty values as unset and reads booleans', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      PORT: '8080',
      PUBLIC_URL: 'https://app.maxer.ch/',
    });
    expect(config).toMatchObject({
      databaseUrl: undefined,
      seedDemo: false,
      port: 8080,
      publicUrl: 'https://app.maxer.ch',
      adminUrl: 'https://admin.app.maxer.ch',
    });
    expect(loadConfig({ ADMIN_URL: 'https://verwaltung.maxer.ch/' }).adminUrl).toBe(
      'https://verwaltung.maxer.ch',
    );
  });

  it('treats an empty PUBLIC_URL or MAIL_FROM as unset', () => {
    expect(loadConfig({ PUBLIC_URL: '', MAIL_FROM: ' ', PORT: '4000' })).toMatchObject({
      publicUrl: 'http://localhost:4000',
      mailFrom: 'Maxer <no-reply@localhost>',
    });
  });

  it('prefixes Redis keys and channels per deployment: REDIS_PREFIX, else the database number of REDIS_URL', () => {
    expect(loadConfig({}).redisPrefix).toBe('maxer:0:');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisPrefix).toBe('maxer:0:');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/3' }).redisPrefix).toBe('maxer:3:');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379?db=5' }).redisPrefix).toBe('maxer:5:');
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/3', REDIS_PREFIX: 'umzug-ost:' }).redisPrefix,
    ).toBe('umzug-ost:');
    expect(() => loadConfig({ REDIS_PREFIX: 'maxer*' })).toThrow(/REDIS_PREFIX/);
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/zwei' })).toThrow(/REDIS_URL/);
  });

  it('offers Google Calendar only with a client, its secret and a token key; a client without a key stops the start', () => {
    expect(loadConfig({}).googleCalendar).toBeNull();
    const key = Buffer.alloc(32, 1);
    const google = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
      CALENDAR_TOKEN_KEY: key.toString('hex'),
      GOOGLE_API_BASE_URL: 'http://127.0.0.1:9999/',
    }).googleCalendar;
    expect(google).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 'secret',
      oauthBaseUrl: null,
      apiBaseUrl: 'http://127.0.0.1:9999',
      tokenKey: key,
    });
    expect(
      loadConfig({
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 's',
        CALENDAR_TOKEN_KEY: key.toString('base64'),
      }).googleCalendar?.tokenKey,
    ).toEqual(key);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' })).toThrow(
      /CALENDAR_TOKEN_KEY: required when GOOGLE_CLIENT_ID is set/,
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id', CALENDAR_TOKEN_KEY: key.toString('hex') })).toThrow(
      /GOOGLE_CLIENT_SECRET: required/,
    );
    expect(() => loadConfig({ CALENDAR_TOKEN_KEY: 'too-short' })).toThrow(
      /CALENDAR_TOKEN_KEY: must be 32 random bytes/,
    );
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SEED_DEMO: 'maybe' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SEED_DEMO/,
    );
  });

  it('reads the platform’s creditor data: complete, or naming what is missing; an invalid IBAN stops the start', () => {
    expect(loadConfig({}).platformBilling).toEqual({
      creditor: null,
      missing: [
        'PLATFORM_BILLING_NAME',
        'PLATFORM_BILLING_STREET',
        'PLATFORM_BILLING_POSTCODE',
        'PLATFORM_BILLING_TOWN',
        'PLATFORM_BILLING_IBAN',
      ],
      vatRate: 8.1,
      paymentTermDays: 30,
    });
    const complete = loadConfig({
      PLATFORM_BILLING_NAME: 'Maxer AG',
      PLATFORM_BILLING_STREET: 'Bahnhofstrasse',
      PLATFORM_BILLING_POSTCODE: '8001',
      PLATFORM_BILLING_TOWN: 'Zürich',
      PLATFORM_BILLING_IBAN: 'ch44 3199 9123 0008 8901 2',
      PLATFORM_BILLING_VAT_NUMBER: 'CHE123456788',
      PLATFORM_BILLING_VAT_RATE: '7.7',
      PLATFORM_BILLING_PAYMENT_TERM_DAYS: '10',
    }).platformBilling;
    expect(complete).toEqual({
      creditor: {
        name: 'Maxer AG',
        street: 'Bahnhofstrasse',
        houseNumber: null,
        postcode: '8001',
        town: 'Zürich',
        country: 'CH',
        iban: 'CH4431999123000889012',
        vatNumber: 'CHE-123.456.788',
      },
      missing: [],
      vatRate: 7.7,
      paymentTermDays: 10,
    });
    expect(() => loadConfig({ PLATFORM_BILLING_IBAN: 'CH44 3199 9123 0008 8901 3' })).toThrow(
      /PLATFORM_BILLING_IBAN: not a valid IBAN/,
    );
    expect(() => loadConfig({ PLATFORM_BILLING_VAT_NUMBER: 'CHE-123.456.789' })).toThrow(
      /PLATFORM_BILLING_VAT_NUMBER/,
    );
  });
  it('keeps files in DATA_DIR without S3_*; takes a complete S3 store; refuses half of one at start-up', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_ENDPOINT: '', S3_BUCKET: ' ' }).s3).toBeNull();
    const store = {
      S3_REGION: 'ch-gva-2',
      S3_BUCKET: 'maxer-files',
      S3_ACCESS_KEY_ID: 'EXO1234',
      S3_SECRET_ACCESS_KEY: 'secret/key+1',
    };
    expect(loadConfig(store).s3).toEqual({
      endpoint: undefined,
      region: 'ch-gva-2',
      bucket: 'maxer-files',
      accessKeyId: 'EXO1234',
      secretAccessKey: 'secret/key+1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ ...store, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' }).s3,
    ).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });

    expect(() =>
      loadConfig({ S3_BUCKET: 'maxer-files', S3_ENDPOINT: 'https://sos-ch-gva-2.exo.io' }),
    ).toThrow(
      /S3_REGION: required when any S3_\* variable is set \(set: S3_ENDPOINT, S3_BUCKET\)[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ ...store, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ ...store, S3_BUCKET: 'Maxer_Files' })).toThrow(
      /S3_BUCKET: not a valid bucket name/,
    );
    expect(() => loadConfig({ ...store, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
