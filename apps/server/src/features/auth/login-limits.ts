import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginLimits } from '../../deps.ts';
import type { Side } from '../../platform/auth/side.ts';
import { clientKey } from '../../platform/client-address.ts';
import { type RateLimitStore, tooManyRequests } from '../../platform/rate-limit.ts';

/**
 * One sign-in attempt as the limits see it (ADR 020): the account named (side and e-mail, known or
 * not, so the limits reveal nothing), the client's address, and the known device it came from, if any.
 */
export interface LoginAttempt {
  side: Side;
  email: string;
  ip: string;
  /** Set only when the request carried a live device cookie of this very account. */
  deviceId: string | null;
}

interface LimitsDeps {
  rateLimitStore: RateLimitStore;
  loginLimits: LoginLimits;
}

const keys = (attempt: LoginAttempt) => {
  const client = clientKey(attempt.ip);
  const account = `${attempt.side}:${attempt.email}`;
  return {
    device: `login:device:${attempt.deviceId}`,
    accountAndClient: `login:account-client:${account}:${client}`,
    account: `login:account:${account}`,
  };
};

/** First of all: every attempt counts against the client, whatever the account. */
export async function countClientAttempt(deps: LimitsDeps, ip: string): Promise<void> {
  const { max, windowMs } = deps.loginLimits.perClient;
  const attempts = await deps.rateLimitStore.hit(`login:client:${clientKey(ip)}`, windowMs);
  if (attempts.count > max) throw tooManyRequests(attempts.resetMs);
}

/**
 * Before the password is checked. A known device is held to its own failures; any other client to
 * its failures on this account, and it waits (boundedly) while the account is being guessed at from
 * many places. A stranger's failures never refuse the owner elsewhere, nor on a known device.
 */
export async function checkAccountLimits(deps: LimitsDeps, attempt: LoginAttempt): Promise<void> {
  const limits = deps.loginLimits;
  const key = keys(attempt);
  if (attempt.deviceId) {
    const failures = await deps.rateLimitStore.peek(key.device);
    if (failures.count >= limits.failuresPerDevice.max) throw tooManyRequests(failures.resetMs);
    return;
  }

  const [failures, accountFailures] = await Promise.all([
    deps.rateLimitStore.peek(key.accountAndClient),
    deps.rateLimitStore.peek(key.account),
  ]);
  if (failures.count >= limits.failuresPerAccountAndClient.max) throw tooManyRequests(failures.resetMs);
  const { afterFailures, stepMs, maxMs } = limits.slowdown;
  if (accountFailures.count >= afterFailures) {
    // Right and wrong passwords wait alike, so the answer's timing gives nothing away.
    await sleep(Math.min(maxMs, stepMs * (accountFailures.count - afterFailures + 1)));
  }
}

/** After a wrong password (or an unknown e-mail): counted where `checkAccountLimits` looks. */
export async function countLoginFailure(deps: LimitsDeps, attempt: LoginAttempt): Promise<void> {
  const limits = deps.loginLimits;
  const key = keys(attempt);
  if (attempt.deviceId) {
    await deps.rateLimitStore.hit(key.device, limits.failuresPerDevice.windowMs);
    return;
  }
  await Promise.all([
    deps.rateLimitStore.hit(key.accountAndClient, limits.failuresPerAccountAndClient.windowMs),
    deps.rateLimitStore.hit(key.account, limits.slowdown.windowMs),
  ]);
}
