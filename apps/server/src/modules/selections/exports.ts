import { formatMark } from '@para/contract';
import { and, eq } from 'drizzle-orm';
import { rgb } from 'pdf-lib';
import { registrations } from '../../db/schema/registration.js';
import {
  type SelectionRow,
  selectionInvitations,
  selectionNominations,
  selectionTeamMembers,
} from '../../db/schema/selections.js';
import { users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { mm, newPdf, scriptFontFor } from '../../lib/pdf.js';
import { type Column, tableCsv, tableXlsx } from '../competitions/export.js';
import { computeShortlist } from './shortlist.js';
import { teamView } from './team.js';

/**
 * What leaves the portal for the national body (decision 40): the entry file, one row per athlete and
 * event of those who accepted, with the best mark and where it was made; and the team list as a PDF.
 */

export interface EntryFileRow {
  uid: string;
  name: string;
  dateOfBirth: string;
  gender: string;
  sportClass: string;
  classStatus: string;
  event: string;
  eventName: string;
  bestMark: string;
  competition: string;
  date: string;
  guide: string;
}

export async function entryFileRows(ctx: AppContext, selection: SelectionRow): Promise<EntryFileRow[]> {
  const accepted = await ctx.db
    .select({
      userId: selectionNominations.userId,
      disciplineKey: selectionNominations.disciplineKey,
      uid: users.uid,
      name: users.name,
      page1: registrations.page1,
      page2: registrations.page2,
    })
    .from(selectionNominations)
    .innerJoin(
      selectionInvitations,
      and(
        eq(selectionInvitations.selectionId, selectionNominations.selectionId),
        eq(selectionInvitations.userId, selectionNominations.userId),
      ),
    )
    .innerJoin(users, eq(users.id, selectionNominations.userId))
    .leftJoin(registrations, eq(registrations.userId, selectionNominations.userId))
    .where(
      and(eq(selectionNominations.selectionId, selection.id), eq(selectionInvitations.status, 'accepted')),
    );
  const groups = await computeShortlist(ctx.db, selection);
  const guides = await ctx.db
    .select({ goesWith: selectionTeamMembers.goesWithUserId, name: selectionTeamMembers.name })
    .from(selectionTeamMembers)
    .where(and(eq(selectionTeamMembers.selectionId, selection.id), eq(selectionTeamMembers.role, 'guide')));
  return accepted
    .map((row) => {
      const group = groups.find(
        (item) =>
          item.standard.disciplineKey === row.disciplineKey &&
          item.lines.some((line) => line.userId === row.userId),
      );
      const line = group?.lines.find((item) => item.userId === row.userId);
      const sport = group?.standard.sport ?? 'athletics';
      const held = row.page2?.sports.find((item) => item.sport === sport);
      return {
        uid: row.uid ?? '',
        name: row.name,
        dateOfBirth: row.page1?.dateOfBirth ?? '',
        gender: row.page1?.gender ?? '',
        sportClass: held?.sportClass ?? '',
        classStatus: held?.classStatus ?? '',
        event: row.disciplineKey,
        eventName: group?.standard.disciplineName ?? row.disciplineKey,
        bestMark: line && group ? formatMark(group.standard.kind, line.mark.markValue) : '',
        competition: line?.mark.competition ?? '',
        date: line?.mark.competitionDate ?? '',
        guide: guides
          .filter((guide) => guide.goesWith === row.userId)
          .map((guide) => guide.name)
          .join('; '),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.event.localeCompare(b.event));
}

const columns: Column<EntryFileRow>[] = [
  { header: 'UID', width: 18, value: (row) => row.uid },
  { header: 'Name', width: 28, value: (row) => row.name },
  { header: 'Date of birth', width: 14, value: (row) => row.dateOfBirth },
  { header: 'Gender', width: 10, value: (row) => row.gender },
  { header: 'Sport class', width: 12, value: (row) => row.sportClass },
  { header: 'Class status', width: 16, value: (row) => row.classStatus },
  { header: 'Event', width: 14, value: (row) => row.event },
  { header: 'Event name', width: 26, value: (row) => row.eventName },
  { header: 'Best mark', width: 12, value: (row) => row.bestMark },
  { header: 'Where', width: 32, value: (row) => row.competition },
  { header: 'Date', width: 12, value: (row) => row.date },
  { header: 'Guide', width: 24, value: (row) => row.guide },
];

export async function entryFile(ctx: AppContext, selection: SelectionRow, format: 'csv' | 'xlsx') {
  const rows = await entryFileRows(ctx, selection);
  const base = `entries-${selection.startDate}`;
  return format === 'csv'
    ? {
        body: Buffer.from(tableCsv(columns, rows)),
        contentType: 'text/csv; charset=utf-8',
        fileName: `${base}.csv`,
      }
    : {
        body: await tableXlsx('Entries', columns, rows),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${base}.xlsx`,
      };
}

const ROLE_NAMES: Record<string, string> = {
  athlete: 'Athlete',
  guide: 'Guide',
  personal_assistant: 'Personal assistant',
  coach: 'Coach',
  manager: 'Manager',
  medical: 'Medical',
};

/** The team list on A4 pages: the championship, then one line per member with role, class and events. */
export async function teamPdf(ctx: AppContext, selection: SelectionRow): Promise<Buffer> {
  const members = await teamView(ctx, selection);
  const { pdf, font } = await newPdf(`Team – ${selection.championshipName}`);
  const width = mm(210);
  const height = mm(297);
  const margin = mm(15);
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  const write = async (text: string, x: number, size: number, bold = false) =>
    page.drawText(text, {
      x,
      y,
      size,
      font: await font(scriptFontFor(text, bold)),
      color: rgb(0.1, 0.1, 0.1),
    });
  await write(selection.championshipName, margin, 16, true);
  y -= 20;
  await write(
    `${selection.venue} · ${selection.startDate} – ${selection.endDate} · ${selection.name}`,
    margin,
    10,
  );
  y -= 24;
  const header = ['Name', 'Role', 'UID', 'Class', 'Events / goes with'];
  const xs = [margin, margin + mm(55), margin + mm(85), margin + mm(115), margin + mm(130)];
  for (const [index, text] of header.entries()) await write(text, xs[index] ?? margin, 9, true);
  y -= 14;
  for (const member of members) {
    if (y < margin + 20) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
    const cells = [
      member.name,
      ROLE_NAMES[member.role] ?? member.role,
      member.uid ?? '',
      member.sportClass ?? '',
      member.role === 'athlete'
        ? member.disciplines.join(', ')
        : member.goesWith
          ? `${member.goesWith.name} (${member.goesWith.uid})`
          : '',
    ];
    for (const [index, text] of cells.entries()) await write(text.slice(0, 60), xs[index] ?? margin, 9);
    y -= 13;
  }
  return Buffer.from(await pdf.save());
}
