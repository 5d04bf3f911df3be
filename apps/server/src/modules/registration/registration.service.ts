import {
  type RegistrationData,
  type RegistrationPage1,
  type RegistrationPage2,
  type RegistrationPage3,
  udidBirthYear,
  validationMessageText,
} from '@para/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { registrations } from '../../db/schema/registration.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, conflict, forbidden } from '../../lib/errors.js';
import { readSetting } from '../../lib/settings.js';
import { assertSectionEditable } from './editing.js';
import { identityKeyColumns } from './identity-keys.js';
import { toRegistrationData, toRejection } from './mapper.js';
import { activeDistricts, activeSports, OPEN_SETTING, openSchema } from './reference.js';
import {
  currentDocuments,
  findRegistration,
  latestReview,
  lockRegistration,
} from './registration.queries.js';
import { registrationWithdrawal } from './withdrawal.js';

export async function loadRegistrationData(db: DbOrTx, user: UserRow): Promise<RegistrationData> {
  const [row, documents, review, withdrawal] = await Promise.all([
    findRegistration(db, user.id),
    currentDocuments(db, user.id),
    latestReview(db, user.id),
    registrationWithdrawal(db, user.id, user.registrationPaymentCompleted),
  ]);
  const data = toRegistrationData(row, documents, review, user.uid ?? '');
  return withdrawal ? { ...data, withdrawal } : data;
}

/** 400 naming fields, with English text for message keys (the web app shows its own translation). */
const fieldErrors = (fields: Record<string, string>) =>
  new AppError(
    400,
    'Some fields need attention.',
    {
      fields: Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, validationMessageText(value)]),
      ),
    },
    'VALIDATION_FAILED',
  );

export async function checkPage1(db: DbOrTx, page: RegistrationPage1): Promise<void> {
  const districts = await activeDistricts(db);
  if (!districts.includes(page.address.district))
    throw fieldErrors({ 'address.district': 'validation.districtUnknown' });
}

function udidYearProblem(
  page1: RegistrationPage1 | null | undefined,
  page2: RegistrationPage2,
): string | undefined {
  if (!page1 || page2.certificate.kind !== 'udid') return undefined;
  const year = udidBirthYear(page2.certificate.udidNumber);
  return year !== undefined && year !== Number(page1.dateOfBirth.slice(0, 4))
    ? 'validation.udidBirthYear'
    : undefined;
}

export async function checkPage2(
  db: DbOrTx,
  page: RegistrationPage2,
  page1: RegistrationPage1 | null | undefined,
) {
  const [districts, sportList] = await Promise.all([activeDistricts(db), activeSports(db)]);
  const fields: Record<string, string> = {};
  if (!districts.includes(page.districtUnit)) fields.districtUnit = 'validation.districtUnknown';
  const seen = new Set<string>();
  page.sports.forEach((entry, index) => {
    const sport = sportList.find((item) => item.code === entry.sport);
    if (!sport || seen.has(entry.sport)) {
      fields[`sports.${index}.sport`] = 'validation.sportUnknown';
      return;
    }
    seen.add(entry.sport);
    if (entry.sportClass && sport.classPattern && !new RegExp(sport.classPattern).test(entry.sportClass)) {
      fields[`sports.${index}.sportClass`] = 'validation.sportClass';
    }
  });
  const udid = udidYearProblem(page1, page);
  if (udid) fields['certificate.udidNumber'] = udid;
  if (Object.keys(fields).length) throw fieldErrors(fields);
}

type PageNumber = 1 | 2 | 3;
type PageValue<N extends PageNumber> = N extends 1
  ? RegistrationPage1
  : N extends 2
    ? RegistrationPage2
    : RegistrationPage3;

/**
 * Saves one page. Pages go in order (page 2 needs page 1, page 3 needs page 2), the whole write is
 * one transaction, and a page that fails any check leaves everything saved before untouched.
 */
export async function savePage<N extends PageNumber>(
  ctx: AppContext,
  user: UserRow,
  page: N,
  value: PageValue<N>,
): Promise<RegistrationData> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await assertSectionEditable(ctx, tx, user.id, `page${page}`);
    if (page === 2 && !row?.page1) throw conflict('Please save page 1 first.', null, 'PREVIOUS_PAGE_MISSING');
    if (page === 3 && !row?.page2) throw conflict('Please save page 2 first.', null, 'PREVIOUS_PAGE_MISSING');
    if (page === 1) await checkPage1(tx, value as RegistrationPage1);
    if (page === 2) await checkPage2(tx, value as RegistrationPage2, row?.page1);
    const columns =
      page === 1
        ? { page1: value as RegistrationPage1, district: (value as RegistrationPage1).address.district }
        : page === 2
          ? {
              page2: value as RegistrationPage2,
              primarySport: (value as RegistrationPage2).sports[0]?.sport ?? null,
            }
          : { page3: value as RegistrationPage3 };
    Object.assign(columns, identityKeyColumns(page, value));
    await tx
      .insert(registrations)
      .values({ userId: user.id, ...columns, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: registrations.userId, set: { ...columns, updatedAt: now } });
  });
  return loadRegistrationData(ctx.db, user);
}

/** Submits (or, after a rejection, resubmits) the registration once nothing is missing. */
export async function finalize(ctx: AppContext, user: UserRow) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockRegistration(tx, user.id);
    if (row?.status === 'submitted' || row?.status === 'approved') {
      throw conflict('Your registration has already been submitted.', null, 'ALREADY_SUBMITTED');
    }
    if ((!row || row.status === 'draft') && !(await readSetting(tx, OPEN_SETTING, openSchema))) {
      throw forbidden('Registrations are closed at the moment.', null, 'REGISTRATION_CLOSED');
    }
    const data = toRegistrationData(row, await currentDocuments(tx, user.id), undefined, '');
    if (data.missing.length > 0) {
      throw new AppError(
        400,
        'Some parts of the registration are still missing.',
        { missing: data.missing },
        'REGISTRATION_INCOMPLETE',
      );
    }
    const udid = row?.page2 ? udidYearProblem(row.page1, row.page2) : undefined;
    if (udid) throw fieldErrors({ 'certificate.udidNumber': udid });
    await tx
      .update(registrations)
      .set({ status: 'submitted', submittedAt: now, updatedAt: now })
      .where(eq(registrations.userId, user.id));
    if (row?.status === 'rejected') {
      // The review screen's history shows the athlete's answer to a rejection next to the decisions.
      await recordAudit(tx, {
        actorId: user.id,
        action: 'registration.resubmit',
        targetType: 'user',
        targetId: user.id,
        changes: { status: { from: 'rejected', to: 'submitted' } },
        at: now,
      });
    }
    const [updated] = await tx
      .update(users)
      .set({ registrationCompleted: true, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    const flags = updated ?? user;
    return {
      registrationCompleted: flags.registrationCompleted,
      registrationPaymentCompleted: flags.registrationPaymentCompleted,
      registrationApproved: flags.registrationApproved,
      uid: flags.uid ?? '',
    };
  });
}

export async function rejectionFor(db: DbOrTx, userId: string) {
  const row = await findRegistration(db, userId);
  return row?.status === 'rejected' ? toRejection(await latestReview(db, userId)) : null;
}
