import type * as Argon2 from '@node-rs/argon2';
import { AppError } from '../app-error';
import { loadNativeModule } from '../integrations/native-module';

// Loaded at first use, not imported: see loadNativeModule (decision 025).
const argon2 = () => loadNativeModule<typeof Argon2>('@node-rs/argon2');

// OWASP / ASVS: argon2id with 19 MiB memory, 2 iterations, 1 lane.
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashing is deliberately slow: cap how many run at once so a burst of logins cannot exhaust
 * memory or starve other requests; past the queue limit callers get 503 and try again. */
const MAX_CONCURRENT = 4;
const MAX_QUEUED = 64;
let running = 0;
const queue: Array<() => void> = [];

async function acquireSlot() {
  if (running < MAX_CONCURRENT) {
    running += 1;
    return;
  }
  if (queue.length >= MAX_QUEUED) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      /*i18n*/ 'Too many sign-ins at once. Please try again in a moment.',
    );
  }
  // The slot is handed over by releaseSlot, so `running` already counts us.
  await new Promise<void>((resolve) => queue.push(resolve));
}

function releaseSlot() {
  const next = queue.shift();
  if (next) next();
  else running -= 1;
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  await acquireSlot();
  try {
    return await work();
  } finally {
    releaseSlot();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashingSlot(() => argon2().hash(password, options));
}

// Verifying against this for unknown users makes "no such user" take as long as "wrong password".
let dummyHash: Promise<string> | undefined;

/** True when the password matches; with no stored hash, spends the same time and says false. */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= argon2().hash('not-a-real-password', options);
  const target = storedHash ?? (await dummyHash);
  const matches = await withHashingSlot(() =>
    argon2()
      .verify(target, password)
      .catch(() => false),
  );
  return storedHash !== undefined && matches;
}
