import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** E2E_PORT lets a second checkout run its browser tests beside this one. */
export const PORT = Number(process.env.E2E_PORT ?? 3199);
export const BASE_URL = `http://localhost:${PORT}`;
/** The admin host: Chromium resolves every *.localhost name to this machine. */
export const ADMIN_URL = `http://admin.localhost:${PORT}`;

/**
 * A fresh embedded database for each run. Each port has its own folder, removed as the server starts,
 * so two runs on different ports in one checkout leave each other's database alone.
 */
const portDir = path.join('.data', `port-${PORT}`);

/** A local stand-in for Google's OAuth and Calendar API (apps/server/src/testing/fake-google.ts). */
export const FAKE_GOOGLE_URL = `http://127.0.0.1:${PORT + 10_000}`;
/** The stand-in's client (fake-google.ts); the key seals the stored tokens of this run. */
const GOOGLE_ENV = {
  GOOGLE_CLIENT_ID: 'maxer-test.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'fake-google-secret',
  GOOGLE_OAUTH_BASE_URL: FAKE_GOOGLE_URL,
  GOOGLE_API_BASE_URL: FAKE_GOOGLE_URL,
  CALENDAR_TOKEN_KEY: Buffer.alloc(32, 3).toString('base64'),
};
const dataDir = path.join(import.meta.dirname, portDir, `run-${Date.now()}`);

export default defineConfig({
  testDir: 'tests',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'de-CH',
    // A trace records every step of every journey; CI shows only the printed failure, so there it costs
    // CPU without helping. Locally a failed journey keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Dialogs and menus open without animation (the app honours the system setting), as for a user who
    // asked for less motion: fewer frames to wait for.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's chromium; Playwright never downloads a browser here.
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'npx --no-install node ../apps/server/src/testing/fake-google-main.ts',
      cwd: import.meta.dirname,
      url: `${FAKE_GOOGLE_URL}/__fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_GOOGLE_PORT: String(PORT + 10_000) },
    },
    {
      // `npx node` runs the workspace's Node 24, whatever node is first on the PATH.
      command: `rm -rf ${portDir} && npx --no-install node ../apps/server/src/main.ts`,
      cwd: import.meta.dirname,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      // Migrating and seeding a fresh database takes 80 s on a busy two-core machine.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        PUBLIC_URL: BASE_URL,
        LOG_LEVEL: 'warn',
        // Every journey signs in from this one address: the suite makes more than 60 sign-ins in 5 minutes.
        LOGIN_LIMIT_PER_CLIENT: '1000',
        // The platform's creditor data: the admin bills the companies (platform-billing.spec.ts).
        PLATFORM_BILLING_NAME: 'Maxer AG',
        PLATFORM_BILLING_STREET: 'Limmatquai',
        PLATFORM_BILLING_HOUSE_NUMBER: '4',
        PLATFORM_BILLING_POSTCODE: '8001',
        PLATFORM_BILLING_TOWN: 'Zürich',
        PLATFORM_BILLING_IBAN: 'CH44 3199 9123 0008 8901 2',
        PLATFORM_BILLING_VAT_NUMBER: 'CHE-123.456.788',
        // Google Calendar against the local stand-in (google-calendar.spec.ts).
        ...GOOGLE_ENV,
        // Webhooks to a receiver the journey starts on loopback (webhooks.spec.ts).
        WEBHOOKS_ALLOW_PRIVATE: 'true',
      },
    },
  ],
});
