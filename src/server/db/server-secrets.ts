import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { serverSecrets } from './schema';

/**
 * The server's own secret by name, made at random by whichever instance asks first and then
 * shared (decision 018): what it signs keeps working across restarts and instances.
 */
export async function ensureServerSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
}

/**
 * One secret read once per process and kept (asked again only after a failed read), for the
 * routes that sign with it: unsubscribe links (decision 018), the share page's nonce (026).
 */
export function serverSecretOnce(db: Database, name: string): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () => {
    secret ??= ensureServerSecret(db, name).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
