import { type Discipline, formatMark, isFinalRound, type ResultStatus } from '@para/contract';
import type { results } from '../../db/schema/results.js';
import type { CertificateRecord } from './record.js';

/** Which certificates a version of results calls for (decision 26); issue.ts writes them. */

export type Kind = CertificateRecord['kind'];
type ResultRow = typeof results.$inferSelect;

/** What a certificate is due for: one athlete, one discipline, one kind, and the result it rests on. */
export interface Due {
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

export const dueKey = (item: { uid: string; disciplineKey: string; kind: Kind }) =>
  `${item.uid}\u0000${item.disciplineKey}\u0000${item.kind}`;

/** Without rounds, or the final: where medals (and merit) are won. */
const isMedalRound = isFinalRound;

/**
 * The certificates the current results call for. Participation: every athlete with a result other than
 * DNS in a discipline (medallists too). Merit: a place 1–3 in the final, or in the only round. Record:
 * a mark that set a state record (`recordRows`, the results' rows; equalling one is not setting it),
 * resting on the row that set it (the last, when a heat and the final both did). An athlete with
 * several rows in a discipline (heats and a final) gets one of each kind, the others resting on the
 * final's row when there is one, else on the last row of the file.
 */
export function dueCertificates(
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
export const sameResult = (record: CertificateRecord, due: Due) =>
  record.place === due.place && record.mark === due.mark && record.status === due.status;
