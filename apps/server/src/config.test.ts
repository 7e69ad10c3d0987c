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

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SEED_DEMO: 'maybe' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SEED_DEMO/,
    );
  });
});
