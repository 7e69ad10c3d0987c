import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * Journeys run on E2E_WORKERS workers (2 by default, one per core). Each worker slot has a server of its
 * own, with its own embedded database and demo company, so journeys that change the company's settings
 * never meet a journey of the other worker. Playwright gives each worker process its slot as
 * TEST_PARALLEL_INDEX before this file is loaded there, so the addresses below are the worker's own;
 * in the runner's process (no slot) they are slot 0's.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** E2E_PORT lets a second checkout run its browser tests beside this one: slot N uses E2E_PORT + N. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3199);
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

const appPort = (slot: number) => FIRST_PORT + slot;
/** A local stand-in for Google's OAuth and Calendar API (apps/server/src/testing/fake-google.ts). */
const googlePort = (slot: number) => FIRST_PORT + 10_000 + slot;

export const PORT = appPort(SLOT);
export const BASE_URL = `http://localhost:${PORT}`;
/** The admin host: Chromium resolves every *.localhost name to this machine. */
export const ADMIN_URL = `http://admin.localhost:${PORT}`;
export const FAKE_GOOGLE_URL = `http://127.0.0.1:${googlePort(SLOT)}`;

/** The stand-in's client (fake-google.ts); the key seals the stored tokens of this run. */
const googleEnv = (slot: number) => ({
  GOOGLE_CLIENT_ID: 'maxer-test.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'fake-google-secret',
  GOOGLE_OAUTH_BASE_URL: `http://127.0.0.1:${googlePort(slot)}`,
  GOOGLE_API_BASE_URL: `http://127.0.0.1:${googlePort(slot)}`,
  CALENDAR_TOKEN_KEY: Buffer.alloc(32, 3).toString('base64'),
});

/**
 * A fresh embedded database for each run. Each port has its own folder, removed as the server starts,
 * so two runs on different ports in one checkout leave each other's database alone.
 */
const portDir = (slot: number) => path.join('.data', `port-${appPort(slot)}`);
const runStamp = `run-${Date.now()}`;

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/** The servers of one worker slot: the Google stand-in and Maxer on a fresh embedded database. */
function slotServers(slot: number): WebServer[] {
  const port = appPort(slot);
  const baseUrl = `http://localhost:${port}`;
  return [
    {
      command: 'npx --no-install node ../apps/server/src/testing/fake-google-main.ts',
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${googlePort(slot)}/__fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_GOOGLE_PORT: String(googlePort(slot)) },
    },
    {
      // `npx node` runs the workspace's Node 24, whatever node is first on the PATH.
      command: `rm -rf ${portDir(slot)} && npx --no-install node ../apps/server/src/main.ts`,
      cwd: import.meta.dirname,
      url: `${baseUrl}/api/health`,
      reuseExistingServer: false,
      // Migrating and seeding a fresh database takes 80 s on a busy two-core machine.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: path.join(import.meta.dirname, portDir(slot), runStamp),
        SEED_DEMO: 'true',
        PUBLIC_URL: baseUrl,
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
        ...googleEnv(slot),
        // Webhooks to a receiver the journey starts on loopback (webhooks.spec.ts).
        WEBHOOKS_ALLOW_PRIVATE: 'true',
      },
    },
  ];
}

export default defineConfig({
  testDir: 'tests',
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Two workers share the two cores with two servers and two browsers, so a step may wait longer than
  // it would alone; the limits guard against a hang, they are not what a journey asserts.
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
  webServer: Array.from({ length: WORKERS }, (_, slot) => slotServers(slot)).flat(),
});
