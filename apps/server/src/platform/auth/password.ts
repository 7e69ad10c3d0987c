import { hash, verify } from '@node-rs/argon2';

/** Argon2id with OWASP's minimum parameters (19 MiB, 2 iterations, 1 lane); the library's default is Argon2id. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * A hash of nothing anyone knows: verifying against it when an e-mail is unknown costs the same time
 * as a real check, so the answer's timing does not tell which of e-mail or password was wrong.
 */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('maxer-timing-equaliser');
  const target = passwordHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && passwordHash !== undefined;
  } catch {
    return false;
  }
}
