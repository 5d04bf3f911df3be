import { type Discipline, formatMark, isFinalRound, type ResultStatus } from '@para/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { certificates } from '../../db/schema/certificates.js';
import { publicEvents } from '../../db/schema/content.js';
import { registrations } from '../../db/schema/registration.js';
import { results } from '../../db/schema/results.js';
import { users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { lockForm } from '../competitions/places.js';
import { type NoticeInput, queueNotices } from '../notices/index.js';
import { recordsSetInVersion } from '../records/records.service.js';
import { nextCounter } from '../registration/uid.js';
import { currentVersion } from '../results/imports.js';
import { type CertificateRecord, ISSUER } from './record.js';
import { type SigningKey, signRecord } from './signing.js';
import { currentSigningKey } from './signing-keys.js';

type Kind = CertificateRecord['kind'];
type ResultRow = typeof results.$inferSelect;

/** What a certificate is due for: one athlete, one discipline, one kind, and the result it rests on. */
interface Due {
  uid: string;
  userId: string | null;
  discipline: Discipline;
  kind: Kind;
  place: number | null;
  mark: string;
  status: ResultStatus | null;
  name: string;
  nameInScript: string;
}

export interface IssueSummary {
  /** The results version issued from; null when nothing is published. */
  version: number | null;
  issued: number;
  /** Certificates of earlier versions whose result changed (or that are no longer due). */
  superseded: number;
  /** Certificates of earlier versions whose result did not change: still valid. */
  kept: number;
}

const dueKey = (item: { uid: string; disciplineKey: string; kind: Kind }) =>
  `${item.uid}\u0000${item.disciplineKey}\u0000${item.kind}`;

/** Without rounds, or the final: where medals (and merit) are won. */
const isMedalRound = isFinalRound;

/** `PSA-C-2026-000123`: per calendar year of issue, never reused. */
export async function nextCertificateNumber(db: DbOrTx, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const value = await nextCounter(db, `certificate:${year}`);
  return `PSA-C-${year}-${String(value).padStart(6, '0')}`;
}

/**
 * The certificates the current results call for. Participation: every athlete with a result other than
 * DNS in a discipline (medallists too). Merit: a place 1–3 in the final, or in the only round. Record:
 * a mark that set a state record (`recordRows`, the results' rows; equalling one is not setting it),
 * resting on the row that set it (the last, when a heat and the final both did). An athlete with
 * several rows in a discipline (heats and a final) gets one of each kind, the others resting on the
 * final's row when there is one, else on the last row of the file.
 */
function dueCertificates(
  rows: {
    result: ResultRow;
    userName: string | null;
    page1: { fullName?: string; nameInStateScript?: string | null } | null;
  }[],
  disciplines: Discipline[],
  recordRows: ReadonlySet<number>,
): Map<string, Due> {
  const byAthlete = new Map<string, typeof rows>();
  for (const row of [...rows].sort((a, b) => a.result.row - b.result.row)) {
    const key = `${row.result.uid}\u0000${row.result.disciplineKey}`;
    byAthlete.set(key, [...(byAthlete.get(key) ?? []), row]);
  }
  const due = new Map<string, Due>();
  for (const athleteRows of byAthlete.values()) {
    const first = athleteRows[0];
    const discipline = disciplines.find((item) => item.key === first?.result.disciplineKey);
    if (!first || !discipline) continue;
    if (athleteRows.every((row) => row.result.status === 'DNS')) continue;
    const finalRows = athleteRows.filter((row) => isMedalRound(row.result.round));
    const resting = finalRows.at(-1) ?? athleteRows.at(-1) ?? first;
    const { result } = resting;
    const base = {
      uid: result.uid,
      userId: result.userId,
      discipline,
      place: isMedalRound(result.round) ? result.place : null,
      mark: result.markValue === null ? '' : formatMark(discipline.resultKind, result.markValue),
      status: result.status,
      name: resting.page1?.fullName || resting.userName || '',
      nameInScript: resting.page1?.nameInStateScript ?? '',
    };
    due.set(dueKey({ ...result, kind: 'participation' }), { ...base, kind: 'participation' });
    const medal = finalRows.find((row) => row.result.place !== null && row.result.place <= 3);
    if (medal) due.set(dueKey({ ...result, kind: 'merit' }), { ...base, kind: 'merit' });
    const setRecord = athleteRows.filter((row) => recordRows.has(row.result.row)).at(-1)?.result;
    if (setRecord) {
      due.set(dueKey({ ...result, kind: 'record' }), {
        ...base,
        kind: 'record',
        place: isMedalRound(setRecord.round) ? setRecord.place : null,
        mark: setRecord.markValue === null ? '' : formatMark(discipline.resultKind, setRecord.markValue),
        status: setRecord.status,
      });
    }
  }
  return due;
}

/** The same result for a certificate's purpose: place, mark and status. */
const sameResult = (record: CertificateRecord, due: Due) =>
  record.place === due.place && record.mark === due.mark && record.status === due.status;

/**
 * Certificates written in one transaction. On the embedded database (PGlite) a transaction holds the
 * one connection every request and the notice worker share: issuing a publication's 10,000 in one
 * transaction held every request for minutes (bench/results/notices.md). Between two batches whatever
 * waits for the database goes first. Issuing is idempotent, so each batch reads again what is due.
 */
export const ISSUE_BATCH = 100;

/**
 * Issues the certificates the current published version calls for and that do not exist yet.
 * Running it again issues nothing. A certificate of an earlier version stays valid while its result
 * (place, mark, status) is unchanged in the current version; otherwise it is superseded, by the new
 * certificate when one is due, or by none when it is no longer due (a start turned DNS, a lost medal).
 */
export async function issueCertificates(
  ctx: AppContext,
  formId: string,
  options: { onProgress?: (done: number, total: number) => void; batchSize?: number } = {},
): Promise<IssueSummary> {
  const signingKey = await currentSigningKey(ctx.db, ctx.config.certificateKeySecret, ctx.clock.now());
  const batchSize = Math.max(1, options.batchSize ?? ISSUE_BATCH);
  let issued = 0;
  let superseded = 0;
  let total: number | undefined;
  for (;;) {
    const batch = await issueBatch(ctx, formId, signingKey, batchSize, (done, due) => {
      total ??= due;
      options.onProgress?.(issued + done, total);
    });
    issued += batch.issued;
    superseded += batch.superseded;
    if (batch.left === 0) return { version: batch.version, issued, superseded, kept: batch.kept };
    // Requests that arrived during the batch reach their first query (and the queue) before the next.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Issues up to `batchSize` of the certificates still due, in one transaction; `left`: those still due after it. */
async function issueBatch(
  ctx: AppContext,
  formId: string,
  signingKey: SigningKey,
  batchSize: number,
  onProgress: (done: number, due: number) => void,
): Promise<IssueSummary & { left: number }> {
  return ctx.db.transaction(async (tx) => {
    // The form's lock queues this behind a publication and behind another issuing run.
    const form = await lockForm(tx, formId);
    if (!form || form.status === 'draft') throw notFound('No such competition.', 'FORM_NOT_FOUND');
    const version = await currentVersion(tx, formId);
    if (!version) return { version: null, issued: 0, superseded: 0, kept: 0, left: 0 };
    const [event] = await tx
      .select({ startDate: publicEvents.startDate, endDate: publicEvents.endDate })
      .from(publicEvents)
      .where(eq(publicEvents.id, form.eventId));
    const rows = await tx
      .select({ result: results, userName: users.name, page1: registrations.page1 })
      .from(results)
      .leftJoin(users, eq(users.id, results.userId))
      .leftJoin(registrations, eq(registrations.userId, results.userId))
      .where(and(eq(results.formId, formId), eq(results.version, version.version)));
    const setRecords = await recordsSetInVersion(tx, formId, version.version);
    const recordRows = new Set([...setRecords].filter(([, mark]) => mark.step === 'set').map(([row]) => row));
    const due = dueCertificates(rows, form.disciplines, recordRows);

    const existing = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.formId, formId), inArray(certificates.status, ['valid', 'revoked'])));
    const covered = new Set<string>();
    const toSupersede = new Map<string, string[]>();
    let kept = 0;
    for (const certificate of existing) {
      const key = dueKey(certificate);
      const wanted = due.get(key);
      if (certificate.status === 'revoked') {
        // A revoked certificate is not issued again while its result stands; a changed result is a new one.
        if (
          certificate.resultsVersion === version.version ||
          (wanted && sameResult(certificate.record, wanted))
        )
          covered.add(key);
        continue;
      }
      if (certificate.resultsVersion === version.version) covered.add(key);
      else if (wanted && sameResult(certificate.record, wanted)) {
        covered.add(key);
        kept += 1;
      } else toSupersede.set(key, [...(toSupersede.get(key) ?? []), certificate.id]);
    }

    const now = ctx.clock.now();
    const replacements = new Map<string, string>();
    let issued = 0;
    const issuedNotices: NoticeInput[] = [];
    const toIssue = [...due].filter(([key]) => !covered.has(key));
    onProgress(0, toIssue.length);
    const batch = toIssue.slice(0, batchSize);
    // A certificate whose replacement a later batch issues is superseded by that batch, with it.
    const later = new Set(toIssue.slice(batchSize).map(([key]) => key));
    for (const [key, item] of batch) {
      const number = await nextCertificateNumber(tx, now);
      const record: CertificateRecord = {
        format: 1,
        kind: item.kind,
        number,
        issuer: ISSUER,
        athlete: { name: item.name, nameInScript: item.nameInScript, uid: item.uid },
        competition: {
          formId,
          title: form.title,
          startDate: event?.startDate ?? '',
          endDate: event?.endDate ?? '',
        },
        discipline: { key: item.discipline.key, name: item.discipline.name },
        place: item.place,
        mark: item.mark,
        status: item.status,
        resultsVersion: version.version,
        issuedAt: now.toISOString(),
      };
      const [inserted] = await tx
        .insert(certificates)
        .values({
          number,
          kind: item.kind,
          formId,
          userId: item.userId,
          uid: item.uid,
          disciplineKey: item.discipline.key,
          resultsVersion: version.version,
          record,
          signedToken: signRecord(signingKey, record),
          createdAt: now,
        })
        .returning({ id: certificates.id });
      if (inserted) replacements.set(key, inserted.id);
      if (inserted && item.userId)
        issuedNotices.push({
          userId: item.userId,
          kind: 'certificate_issued',
          data: {
            name: item.name,
            form: { en: form.title, hi: form.titleHi || form.title },
            number,
            path: '/user/certificates',
          },
          idempotencyKey: `certificate_issued:${inserted.id}`,
          at: now,
        });
      issued += 1;
      if (issued % 25 === 0) onProgress(issued, toIssue.length);
    }

    // The athletes hear of their certificates by notices written with them (decision 42).
    await queueNotices(tx, issuedNotices);
    let superseded = 0;
    for (const [key, ids] of toSupersede) {
      if (later.has(key)) continue;
      await tx
        .update(certificates)
        .set({ status: 'superseded', supersededBy: replacements.get(key) ?? null })
        .where(inArray(certificates.id, ids));
      superseded += ids.length;
    }
    return { version: version.version, issued, superseded, kept, left: later.size };
  });
}
