import { randomBytes } from 'node:crypto';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A short random tag, so names, databases and Redis keys of one run never meet another's. */
export const runTag = () => randomBytes(4).toString('hex');

let addressCounter = 0;
/** A made-up client address for X-Forwarded-For, distinct for each call in this process. */
export function nextClientAddress() {
  addressCounter += 1;
  return `10.${randomBytes(1)[0]!}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Polls `check` until it returns a value other than undefined; throws after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  timeoutMs: number,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Runs `tasks` with at most `concurrency` of them in flight; resolves with their results. */
export async function runPool<T>(
  tasks: ReadonlyArray<() => Promise<T>>,
  concurrency: number,
): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}
