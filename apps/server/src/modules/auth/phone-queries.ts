import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

/** Accounts a number could hold beyond a family's or a coach's few; the newest count. */
const MAX_ACCOUNTS_PER_NUMBER = 10;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  blockedAt: users.blockedAt,
  blockedReason: users.blockedReason,
  registrationCompleted: users.registrationCompleted,
  registrationPaymentCompleted: users.registrationPaymentCompleted,
  registrationApproved: users.registrationApproved,
  uid: users.uid,
  profilePhoto: users.profilePhoto,
  assistedBy: users.assistedBy,
  takenOverAt: users.takenOverAt,
  takeoverCodeHash: users.takeoverCodeHash,
  takeoverCodeExpiresAt: users.takeoverCodeExpiresAt,
  secretaryDistricts: users.secretaryDistricts,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** The accounts with this number, proved ones first, then the newest. */
export const accountsWithNumber = (db: DbOrTx, phone: string) =>
  db
    .select(userColumns)
    .from(users)
    .where(eq(users.phone, phone))
    .orderBy(sql`${users.phoneVerifiedAt} is null`, desc(users.createdAt))
    .limit(MAX_ACCOUNTS_PER_NUMBER);

/**
 * The accounts a code sent to the number proves: those whose number is proved, and those a district
 * registered with it that nobody has taken over yet (the number on the registration is the district's
 * word for whose account it is; decision 29). A sign-up whose number was never proved is not among
 * them: its own code, for its own attempt, does that (decision 34).
 */
export const accountsTheNumberProves = (db: DbOrTx, phone: string) =>
  db
    .select(userColumns)
    .from(users)
    .where(
      and(
        eq(users.phone, phone),
        isNull(users.blockedAt),
        or(isNotNull(users.phoneVerifiedAt), and(isNotNull(users.assistedBy), isNull(users.takenOverAt))),
      ),
    )
    .orderBy(users.createdAt)
    .limit(MAX_ACCOUNTS_PER_NUMBER);
