import { type DuplicateMatch, type RegistrationDuplicate, reviewErrorCodes } from '@para/contract';
import { and, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';
import { conflict } from '../../lib/errors.js';
import { findRegistration, type RegistrationRow } from '../registration/registration.queries.js';

const MAX_SHOWN = 20;

/**
 * Other registrations that may be the same athlete: the same UDID, the same certificate number, or
 * the same name, date of birth and district. Shown to the reviewer; only a UDID that already has a
 * UID blocks an approval (assertUdidFree).
 */
export async function findDuplicates(db: DbOrTx, userId: string): Promise<RegistrationDuplicate[]> {
  const row = await findRegistration(db, userId);
  if (!row) return [];
  const matches = [
    row.udidKey ? eq(registrations.udidKey, row.udidKey) : undefined,
    row.certificateKey ? eq(registrations.certificateKey, row.certificateKey) : undefined,
    row.personKey ? eq(registrations.personKey, row.personKey) : undefined,
  ].filter((condition) => condition !== undefined);
  if (matches.length === 0) return [];
  const others = await db
    .select({
      userId: registrations.userId,
      status: registrations.status,
      udidKey: registrations.udidKey,
      certificateKey: registrations.certificateKey,
      personKey: registrations.personKey,
      name: users.name,
      uid: users.uid,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(ne(registrations.userId, userId), or(...matches)))
    .orderBy(registrations.createdAt)
    .limit(MAX_SHOWN);
  return others.map((other) => ({
    userId: other.userId,
    name: other.name,
    status: other.status,
    uid: other.uid ?? '',
    matchedOn: matchedOn(row, other),
  }));
}

function matchedOn(
  row: RegistrationRow,
  other: Pick<RegistrationRow, 'udidKey' | 'certificateKey' | 'personKey'>,
): DuplicateMatch[] {
  const found: DuplicateMatch[] = [];
  if (row.udidKey && row.udidKey === other.udidKey) found.push('udid');
  if (row.certificateKey && row.certificateKey === other.certificateKey) found.push('certificate');
  if (row.personKey && row.personKey === other.personKey) found.push('person');
  return found;
}

/** Refuses a second UID for one UDID: 409 naming the registration that already has it. */
export async function assertUdidFree(db: DbOrTx, row: RegistrationRow): Promise<void> {
  if (!row.udidKey) return;
  const [first] = await db
    .select({ userId: users.id, uid: users.uid })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(eq(registrations.udidKey, row.udidKey), ne(registrations.userId, row.userId), isNotNull(users.uid)),
    )
    .orderBy(users.uid)
    .limit(1);
  if (first?.uid) {
    throw conflict(
      `This UDID already belongs to the athlete with UID ${first.uid}. One athlete gets one UID: check the two registrations instead of approving this one.`,
      { code: reviewErrorCodes.duplicateUdid, firstUid: first.uid, firstUserId: first.userId },
      'UDID_ALREADY_HAS_UID',
    );
  }
}
