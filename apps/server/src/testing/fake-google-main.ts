import { startFakeGoogle } from './fake-google.ts';

/**
 * The Google stand-in as a process of its own, for the browser journeys (e2e/playwright.config.ts):
 * FAKE_GOOGLE_PORT is where it listens. /__fake/events lists what it holds, /__fake/revoke-grants
 * withdraws every grant.
 */
const port = Number(process.env.FAKE_GOOGLE_PORT ?? 0);
const google = await startFakeGoogle({ port });
console.log(`fake Google at ${google.url}`);
const stop = () => void google.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
