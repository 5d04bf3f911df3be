import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { serverSecrets } from './schema/system.js';

/**
 * A server-wide secret: from the environment when given, otherwise generated on first start and kept in
 * the database, so every instance behind a load balancer uses the same one.
 */
export async function loadOrCreateSecret(db: Db, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
