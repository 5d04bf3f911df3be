import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../lib/clock.js';
import type { Config } from '../lib/config.js';
import { hashPassword } from '../modules/auth/index.js';
import type { Db } from './client.js';
import { users } from './schema/users.js';

export interface SeededAdmin {
  email: string;
  /** Present only when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

/** On first start with an empty database, creates the administrator from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function seedAdministrator(db: Db, config: Config, clock: Clock): Promise<SeededAdmin | null> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (Number(row?.count ?? 0) > 0) return null;
  const generated = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = config.adminPassword ?? generated ?? '';
  const now = clock.now();
  const inserted = await db
    .insert(users)
    .values({
      name: 'Administrator',
      email: config.adminEmail,
      phone: '+919000000000',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return null;
  return generated
    ? { email: config.adminEmail, generatedPassword: generated }
    : { email: config.adminEmail };
}
