import {
  answerErrorFields,
  disciplineFee,
  type Entry,
  type ErrorCode,
  planEntry,
  type SubmitEntryBody,
  validateAnswers,
} from '@para/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type EntryFormRow, entries, entryDisciplines } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { registrationDocuments } from '../../db/schema/registration.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { athleteRecord } from './athlete.js';
import { ownEntryFileAnswers } from './entry-files.js';
import type { EntryLanguage } from './mail.js';
import { toEntry } from './mapper.js';
import { type EntryNotice, queueEntryNotices } from './notify.js';
import { disciplineCounts, ENTRY_PAYMENT_HOLD_MS, lockForm, placesTaken } from './places.js';

/** How a refused choice of disciplines answers: the athlete's own ineligibility is 403, the form's state 409. */
const REFUSAL_STATUS: Partial<Record<ErrorCode, number>> = {
  FORM_NOT_YET_OPEN: 409,
  FORM_CLOSED: 409,
  GENDER_NOT_ELIGIBLE: 403,
  AGE_NOT_ELIGIBLE: 403,
  SPORT_NOT_REGISTERED: 403,
  NOT_CLASSIFIED: 403,
  CLASS_NOT_ELIGIBLE: 403,
};

const REFUSAL_TEXT: Partial<Record<ErrorCode, string>> = {
  FORM_NOT_YET_OPEN: 'This form does not take entries yet.',
  FORM_CLOSED: 'This form no longer takes entries.',
  GENDER_NOT_ELIGIBLE: 'This discipline is for another gender.',
  AGE_NOT_ELIGIBLE: 'Your age on the first day of the competition is outside this discipline’s age band.',
  SPORT_NOT_REGISTERED: 'You are not registered in this discipline’s sport.',
  NOT_CLASSIFIED: 'This discipline needs a sport class, and you are not yet classified.',
  CLASS_NOT_ELIGIBLE: 'Your sport class is not among this discipline’s classes.',
  DISCIPLINE_UNKNOWN: 'This form has no such discipline.',
  TOO_MANY_DISCIPLINES: 'You chose more disciplines than one athlete may enter.',
  VALIDATION_FAILED: 'Choose at least one discipline.',
};

/**
 * File answers name a file the athlete uploaded for this form's question (`entry_files`) or one of their
 * registration documents; anyone else's, another question's, or none is refused. Returns the keys refused.
 */
async function foreignFileAnswers(
  tx: DbOrTx,
  userId: string,
  formId: string,
  answers: { key: string; id: string }[],
): Promise<string[]> {
  if (answers.length === 0) return [];
  const ownUploads = await ownEntryFileAnswers(tx, userId, formId, answers);
  const rest = answers.filter((item) => !ownUploads.has(item.key));
  const uuidShaped = rest.map((item) => item.id).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const documents =
    uuidShaped.length === 0
      ? []
      : await tx
          .select({ id: registrationDocuments.id })
          .from(registrationDocuments)
          .where(
            and(eq(registrationDocuments.userId, userId), inArray(registrationDocuments.id, uuidShaped)),
          );
  return rest.filter((item) => !documents.some((row) => row.id === item.id)).map((item) => item.key);
}

/** What deciding one athlete's entry needs besides the athlete: the form locked, its first day, the time. */
export interface LockedForm {
  form: EntryFormRow;
  competitionFirstDay: string;
  now: Date;
}

/**
 * The form locked for a decision about places (`lockForm`), with the competition's first day; a draft,
 * unknown or event-less form is not found.
 */
export async function lockOpenForm(tx: DbOrTx, formId: string, now: Date): Promise<LockedForm> {
  const form = await lockForm(tx, formId);
  if (!form || form.status === 'draft') throw notFound('No such entry form.', 'FORM_NOT_FOUND');
  const [event] = await tx
    .select({ startDate: publicEvents.startDate })
    .from(publicEvents)
    .where(eq(publicEvents.id, form.eventId));
  if (!event) throw notFound('No such entry form.', 'FORM_NOT_FOUND');
  return { form, competitionFirstDay: event.startDate, now };
}

/**
 * One athlete's entry, decided and stored while the caller holds the form's lock: the registration and
 * the one-entry rule are checked here, every other rule is the contract's (`planEntry`,
 * `validateAnswers`). Places counted are the places left, however many athletes submit at once: past
 * capacity a discipline is waitlisted. A free entry is confirmed at once, a paid one waits for its
 * payment for a while. An athlete's own entry and a district team's entries both come through here.
 */
export async function enterLocked(
  tx: DbOrTx,
  locked: LockedForm,
  user: UserRow,
  body: SubmitEntryBody,
  options: { language: EntryLanguage; teamId?: string },
): Promise<{ entry: Entry; notices: EntryNotice[] }> {
  const { form, now } = locked;
  const athlete = await athleteRecord(tx, user);
  if (!athlete.mayEnter) {
    throw forbidden(
      'Entries are for athletes whose registration is approved.',
      { fields: { disciplines: 'Your registration must be approved (with a UID) before you enter.' } },
      'REGISTRATION_NOT_APPROVED',
    );
  }
  const [existing] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.formId, form.id), eq(entries.userId, user.id), ne(entries.status, 'withdrawn')));
  if (existing) {
    throw conflict(
      'You have already entered this competition. Change or withdraw that entry instead.',
      { fields: { disciplines: 'You have already entered.' }, entryId: existing.id },
      'ALREADY_ENTERED',
    );
  }
  const plan = planEntry({
    form: {
      ...form,
      opensAt: form.opensAt.toISOString(),
      closesAt: form.closesAt.toISOString(),
      lateUntil: form.lateUntil?.toISOString() ?? null,
    },
    athlete: athlete.eligibility,
    disciplineKeys: body.disciplines,
    competitionFirstDay: locked.competitionFirstDay,
    now,
    placesTaken: placesTaken(await disciplineCounts(tx, form.id)),
  });
  if (!plan.ok) {
    const message = REFUSAL_TEXT[plan.code] ?? 'You may not enter this.';
    const fields = { disciplines: message };
    const data =
      plan.code === 'TOO_MANY_DISCIPLINES'
        ? { fields, maxDisciplines: form.maxDisciplines ?? 0 }
        : plan.code === 'FORM_CLOSED' ||
            plan.code === 'FORM_NOT_YET_OPEN' ||
            plan.code === 'VALIDATION_FAILED'
          ? { fields }
          : { fields, discipline: plan.discipline };
    throw new AppError(REFUSAL_STATUS[plan.code] ?? 400, message, data, plan.code);
  }
  const answers = validateAnswers(form.fields, body.answers);
  if (!answers.ok) {
    throw badRequest(
      'Some answers need attention.',
      { fields: answerErrorFields(answers.errors) },
      'VALIDATION_FAILED',
    );
  }
  const fileAnswers = form.fields
    .filter((field) => field.type === 'file' && typeof answers.values[field.key] === 'string')
    .map((field) => ({ key: field.key, id: answers.values[field.key] as string }));
  const [badFile] = await foreignFileAnswers(tx, user.id, form.id, fileAnswers);
  if (badFile) {
    throw badRequest(
      'Some answers need attention.',
      {
        fields: {
          [`answers.${badFile}`]: 'Upload the file again: this one is not yours or no longer exists.',
        },
      },
      'VALIDATION_FAILED',
    );
  }
  // Nothing due (a free form, or every discipline on a waiting list): confirmed at once, and the
  // waiting-list places are charged only if they are granted.
  const nothingDue = plan.amountPaise === 0;
  const [created] = await tx
    .insert(entries)
    .values({
      formId: form.id,
      formVersion: form.version,
      userId: user.id,
      status: nothingDue ? 'confirmed' : 'pending_payment',
      amountPaise: plan.amountPaise,
      late: plan.late,
      answers: answers.values,
      language: options.language,
      // Places held wait this long for their payment; waiting-list places get their hold when granted.
      holdUntil: nothingDue ? null : new Date(now.getTime() + ENTRY_PAYMENT_HOLD_MS),
      teamId: options.teamId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!created) throw new Error('entry not stored');
  const rows = await tx
    .insert(entryDisciplines)
    .values(
      plan.disciplines.map((item) => ({
        entryId: created.id,
        formId: form.id,
        disciplineKey: item.key,
        status: item.status,
        queuedAt: now,
        settled: item.status === 'entered' && disciplineFee(form, item.key) === 0,
      })),
    )
    .returning();
  const keysOf = (status: 'entered' | 'waitlisted') =>
    plan.disciplines.filter((item) => item.status === status).map((item) => item.key);
  const notices: EntryNotice[] = [];
  if (keysOf('entered').length > 0)
    notices.push({ entryId: created.id, kind: 'entered', disciplineKeys: keysOf('entered') });
  if (keysOf('waitlisted').length > 0)
    notices.push({ entryId: created.id, kind: 'waitlisted', disciplineKeys: keysOf('waitlisted') });
  return {
    entry: toEntry(
      created,
      rows,
      form.disciplines.map((item) => item.key),
    ),
    notices,
  };
}

/** An athlete's own entry: the form's row is locked for the whole decision (`enterLocked`). */
export async function submitEntry(
  ctx: AppContext,
  user: UserRow,
  body: SubmitEntryBody,
  language: EntryLanguage,
): Promise<Entry> {
  const now = ctx.clock.now();
  const { entry } = await ctx.db.transaction(async (tx) => {
    const outcome = await enterLocked(tx, await lockOpenForm(tx, body.formId, now), user, body, { language });
    await queueEntryNotices(tx, outcome.notices, now);
    return outcome;
  });
  return entry;
}
