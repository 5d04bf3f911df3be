import type { CompetitionProfile, EligibilityAthlete } from '@para/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { registrations } from '../../db/schema/registration.js';
import type { UserRow } from '../../db/schema/users.js';

type RegistrationRow = typeof registrations.$inferSelect;

/** What entering a competition knows of an athlete: their approved registration, read from their pages. */
export interface AthleteRecord {
  profile: CompetitionProfile;
  eligibility: EligibilityAthlete;
  /** Approved, with a UID, and not blocked: may enter competitions. */
  mayEnter: boolean;
}

export async function athleteRecord(db: DbOrTx, user: UserRow): Promise<AthleteRecord> {
  const [registration] = await db.select().from(registrations).where(eq(registrations.userId, user.id));
  return athleteRecordOf(user, registration);
}

/** The same, from rows already read (a district's team list reads them all in one query). */
export function athleteRecordOf(
  user: Pick<UserRow, 'name' | 'uid' | 'registrationApproved' | 'blockedAt'>,
  registration: RegistrationRow | undefined,
): AthleteRecord {
  const page1 = registration?.page1;
  const sports = (registration?.page2?.sports ?? []).map((item) => ({
    sport: item.sport,
    sportClass: item.sportClass ?? null,
    classStatus: item.classStatus,
  }));
  const approved = registration?.status === 'approved' && user.registrationApproved && Boolean(user.uid);
  const profile: CompetitionProfile = {
    name: page1?.fullName ?? user.name,
    uid: user.uid ?? '',
    dateOfBirth: page1?.dateOfBirth ?? null,
    gender: page1?.gender ?? null,
    district: page1?.address.district ?? registration?.district ?? '',
    sports,
    registrationApproved: approved,
  };
  return {
    profile,
    eligibility: { gender: profile.gender, dateOfBirth: profile.dateOfBirth, sports },
    mayEnter: approved && !user.blockedAt,
  };
}
