import { fillPath, registrationRoutes } from '@para/contract';
import { and, asc, eq, ilike, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { registrationDocuments, registrations, sports } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';

/** Athletes whose UID contains the typed text (case-insensitive), UID order, at most 20. */
export async function searchUid(db: DbOrTx, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`).toUpperCase()}%`;
  const rows = await db
    .select({ user: users, registration: registrations, photo: registrationDocuments.id })
    .from(users)
    .leftJoin(registrations, eq(registrations.userId, users.id))
    .leftJoin(
      registrationDocuments,
      and(
        eq(registrationDocuments.userId, users.id),
        eq(registrationDocuments.kind, 'photo'),
        isNull(registrationDocuments.replacedAt),
      ),
    )
    .where(and(isNotNull(users.uid), ilike(users.uid, pattern)))
    .orderBy(asc(users.uid))
    .limit(20);
  const names = new Map(
    (await db.select({ code: sports.code, name: sports.name }).from(sports)).map((row) => [
      row.code,
      row.name,
    ]),
  );
  return rows.map((row) => ({
    userId: row.user.id,
    uid: row.user.uid ?? '',
    name: row.registration?.page1?.fullName ?? row.user.name,
    district: row.registration?.district ?? '',
    sports: (row.registration?.page2?.sports ?? []).map((entry) => ({
      sport: names.get(entry.sport) ?? entry.sport,
      sportClass: entry.sportClass ?? '',
    })),
    status: row.user.blockedAt ? 'blocked' : (row.registration?.status ?? 'draft'),
    photoUrl: row.photo
      ? fillPath(registrationRoutes.getRegistrationDocument.path, { documentId: row.photo })
      : '',
  }));
}
