import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { settings } from '../db/schema/system.js';

/**
 * A setting is a key in the settings table with a zod schema (and default) owned by the feature that
 * uses it. A stored value that no longer fits the schema falls back to the default rather than failing.
 */
export async function readSetting<S extends z.ZodType>(
  db: DbOrTx,
  key: string,
  schema: S,
): Promise<z.output<S>> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const parsed = schema.safeParse(row?.value);
  return parsed.success ? parsed.data : schema.parse(undefined);
}

export async function writeSetting(
  db: DbOrTx,
  key: string,
  value: unknown,
  actorId: string | null,
  at: Date,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: at, updatedBy: actorId })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at, updatedBy: actorId } });
}
