import { createHash } from 'node:crypto';
import {
  isMinorOn,
  requiredDocuments,
  type SupportRole,
  supportMemberFields,
  type TeamDocumentKind,
  type TeamMember,
  type TravelNeeds,
  teamDocumentKinds,
} from '@para/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { registrations } from '../../db/schema/registration.js';
import {
  type SelectionRow,
  selectionInvitations,
  selectionNominations,
  selectionStandards,
  selectionTeamMembers,
  type TeamDocumentRecord,
  type TeamMemberRow,
} from '../../db/schema/selections.js';
import { users } from '../../db/schema/users.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { checkUpload, cleanFileName, readUploadedFile } from '../../lib/uploads.js';
import { disciplineNames, selectionById } from './selections.queries.js';
import { teamCardsOf } from './team-cards.js';

/**
 * The team (decision 40): the athletes who accepted, and their support staff, each with a role, the
 * documents the role needs and their needs for travel. A support person without the role's documents
 * is refused, naming the document.
 */

/** A document is a scan or a photo of one: a few pages. */
const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

const isDocumentKind = (value: string): value is TeamDocumentKind =>
  (teamDocumentKinds as readonly string[]).includes(value);

/** What an athlete member still needs: fitness always, a guardian's consent under 18 on the first day. */
function missingDocuments(member: TeamMemberRow, selection: SelectionRow): TeamDocumentKind[] {
  const held = new Set(member.documents.map((document) => document.kind));
  const needed: TeamDocumentKind[] =
    member.role === 'athlete'
      ? [
          'medical_fitness',
          ...(member.dateOfBirth && isMinorOn(member.dateOfBirth, selection.startDate)
            ? (['guardian_consent'] as const)
            : []),
        ]
      : [...requiredDocuments[member.role as SupportRole]];
  return needed.filter((kind) => !held.has(kind));
}

export async function teamView(ctx: AppContext, selection: SelectionRow): Promise<TeamMember[]> {
  const members = await ctx.db
    .select()
    .from(selectionTeamMembers)
    .where(eq(selectionTeamMembers.selectionId, selection.id))
    .orderBy(asc(selectionTeamMembers.createdAt));
  const athleteIds = members
    .flatMap((member) => [member.userId, member.goesWithUserId])
    .filter((id): id is string => !!id);
  const athletes = athleteIds.length
    ? await ctx.db
        .select({
          id: users.id,
          uid: users.uid,
          name: users.name,
          district: registrations.district,
          page2: registrations.page2,
        })
        .from(users)
        .leftJoin(registrations, eq(registrations.userId, users.id))
        .where(inArray(users.id, athleteIds))
    : [];
  const byId = new Map(athletes.map((athlete) => [athlete.id, athlete]));
  const nominations = await ctx.db
    .select()
    .from(selectionNominations)
    .where(eq(selectionNominations.selectionId, selection.id));
  const names = await disciplineNames(ctx.db, selection.id);
  const sportOf = new Map<string, string>();
  for (const standard of await ctx.db
    .select()
    .from(selectionStandards)
    .where(eq(selectionStandards.selectionId, selection.id)))
    sportOf.set(standard.disciplineKey, standard.sport);
  const cards = await teamCardsOf(
    ctx,
    members.map((member) => member.id),
  );
  return members.map((member) => {
    const athlete = member.userId ? byId.get(member.userId) : undefined;
    const goesWith = member.goesWithUserId ? byId.get(member.goesWithUserId) : undefined;
    const keys = nominations
      .filter((item) => item.userId === member.userId)
      .map((item) => item.disciplineKey);
    const sport = keys.map((key) => sportOf.get(key)).find(Boolean) ?? 'athletics';
    const sportClass = athlete?.page2?.sports.find((item) => item.sport === sport)?.sportClass ?? null;
    return {
      _id: member.id,
      role: member.role,
      name: member.name,
      uid: athlete?.uid ?? null,
      district: athlete?.district ?? null,
      sportClass: member.role === 'athlete' ? sportClass : null,
      disciplines: keys.map((key) => names.get(key)?.name ?? key),
      goesWith: goesWith ? { uid: goesWith.uid ?? '', name: goesWith.name } : null,
      phone: member.phone,
      needs: { wheelchair: member.wheelchair, seating: member.seating, diet: member.diet },
      documents: member.documents.map((document) => ({ kind: document.kind, fileName: document.fileName })),
      missingDocuments: missingDocuments(member, selection),
      card: cards.get(member.id) ?? null,
    };
  });
}

interface ReadFile {
  kind: TeamDocumentKind;
  bytes: Buffer;
  fileName: string;
}

/** Reads a multipart body: plain fields, then files each named by their document kind. */
async function readParts(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError(415, 'Send the form as multipart/form-data.', null, 'NOT_MULTIPART');
  const fields: Record<string, string> = {};
  const files: ReadFile[] = [];
  for await (const part of request.parts({
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 3, fields: 12 },
  })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (!isDocumentKind(part.fieldname)) {
      part.file.resume();
      throw badRequest(
        'Name each document by its kind.',
        { fields: { [part.fieldname]: 'Unknown document.' } },
        'DOCUMENT_KIND_UNKNOWN',
      );
    }
    const raw = await readUploadedFile(part, MAX_DOCUMENT_BYTES);
    try {
      const checked = await checkUpload(raw, ['pdf', 'jpg', 'png'], MAX_DOCUMENT_BYTES, part.filename);
      files.push({
        kind: part.fieldname,
        bytes: checked.bytes,
        fileName: cleanFileName(part.filename, `${part.fieldname}.${checked.type}`),
      });
    } catch (error) {
      if (error instanceof AppError)
        throw new AppError(
          error.statusCode,
          error.message,
          { fields: { [part.fieldname]: error.message } },
          error.code,
        );
      throw error;
    }
  }
  return { fields, files };
}

async function store(ctx: AppContext, file: ReadFile, now: Date): Promise<TeamDocumentRecord> {
  const checked = await checkUpload(file.bytes, ['pdf', 'jpg', 'png'], MAX_DOCUMENT_BYTES);
  const storageKey = await ctx.storage.put('team-documents', file.bytes, checked.type);
  return {
    kind: file.kind,
    storageKey,
    fileName: file.fileName,
    contentType: checked.mime,
    size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    uploadedAt: now.toISOString(),
  };
}

/** The member's needs for travel, as read from the form's fields. */
const needsOf = (fields: {
  wheelchair?: 'true' | 'false' | undefined;
  seating?: string | undefined;
  diet?: string | undefined;
}) => ({
  wheelchair: fields.wheelchair === 'true',
  seating: fields.seating || null,
  diet: fields.diet || null,
});

export async function addSupportMember(
  ctx: AppContext,
  adminId: string,
  id: string,
  request: FastifyRequest,
): Promise<TeamMember> {
  const selection = await selectionById(ctx.db, id);
  const { fields, files } = await readParts(request);
  const parsed = supportMemberFields.safeParse(fields);
  if (!parsed.success) {
    const named: Record<string, string> = {};
    for (const issue of parsed.error.issues) named[String(issue.path[0] ?? 'form')] ??= issue.message;
    throw badRequest('Some fields need attention.', { fields: named }, 'VALIDATION_FAILED');
  }
  const input = parsed.data;
  let goesWithUserId: string | null = null;
  if (input.role === 'guide' || input.role === 'personal_assistant') {
    const uid = input.athleteUid?.trim().toUpperCase() ?? '';
    const [athlete] = uid
      ? await ctx.db
          .select({ id: users.id })
          .from(users)
          .innerJoin(
            selectionInvitations,
            and(eq(selectionInvitations.userId, users.id), eq(selectionInvitations.selectionId, id)),
          )
          .where(and(eq(users.uid, uid), inArray(selectionInvitations.status, ['invited', 'accepted'])))
      : [];
    if (!athlete)
      throw badRequest(
        'Name the athlete of the team this person goes with (their UID).',
        { fields: { athleteUid: 'Give the UID of an athlete in the team.' } },
        'TEAM_ATHLETE_UNKNOWN',
      );
    goesWithUserId = athlete.id;
  }
  const held = new Set(files.map((file) => file.kind));
  const missing = requiredDocuments[input.role].filter((kind) => !held.has(kind));
  if (missing.length > 0)
    throw badRequest(
      `A ${input.role.replace('_', ' ')} needs these documents: ${missing.join(', ')}.`,
      { fields: Object.fromEntries(missing.map((kind) => [kind, 'This document is needed for the role.'])) },
      'TEAM_DOCUMENT_MISSING',
    );
  const now = ctx.clock.now();
  const documents: TeamDocumentRecord[] = [];
  for (const file of files) documents.push(await store(ctx, file, now));
  try {
    const row = await auditedWrite(
      ctx.db,
      { actorId: adminId, action: 'selection.team_member_add', targetType: 'selection', at: now },
      async (tx) => {
        const [member] = await tx
          .insert(selectionTeamMembers)
          .values({
            selectionId: id,
            role: input.role,
            name: input.name,
            phone: input.phone,
            dateOfBirth: input.dateOfBirth ?? null,
            goesWithUserId,
            ...needsOf(input),
            documents,
            createdAt: now,
          })
          .returning();
        if (!member) throw new Error('team member not stored');
        return {
          result: member,
          targetId: id,
          changes: { role: input.role, name: input.name, documents: documents.map((item) => item.kind) },
        };
      },
    );
    return await memberView(ctx, selection, row.id);
  } catch (error) {
    for (const document of documents) await ctx.storage.remove(document.storageKey).catch(() => undefined);
    throw error;
  }
}

async function memberView(ctx: AppContext, selection: SelectionRow, memberId: string) {
  const member = (await teamView(ctx, selection)).find((item) => item._id === memberId);
  if (!member) throw notFound('No such member of the team.', 'TEAM_MEMBER_NOT_FOUND');
  return member;
}

async function memberOr404(ctx: AppContext, selectionId: string, memberId: string) {
  const [member] = await ctx.db
    .select()
    .from(selectionTeamMembers)
    .where(and(eq(selectionTeamMembers.id, memberId), eq(selectionTeamMembers.selectionId, selectionId)));
  if (!member) throw notFound('No such member of the team.', 'TEAM_MEMBER_NOT_FOUND');
  return member;
}

/** A member's document: a new one of a kind replaces the earlier one. */
export async function addTeamDocument(
  ctx: AppContext,
  adminId: string,
  id: string,
  memberId: string,
  request: FastifyRequest,
) {
  const selection = await selectionById(ctx.db, id);
  const member = await memberOr404(ctx, id, memberId);
  const { files } = await readParts(request);
  const file = files[0];
  if (!file)
    throw badRequest('No document was received.', { fields: { file: 'Choose a file.' } }, 'FILE_MISSING');
  const now = ctx.clock.now();
  const document = await store(ctx, file, now);
  await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'selection.team_document', targetType: 'selection', at: now },
    async (tx) => {
      await tx
        .update(selectionTeamMembers)
        .set({ documents: [...member.documents.filter((item) => item.kind !== file.kind), document] })
        .where(eq(selectionTeamMembers.id, memberId));
      return { result: null, targetId: id, changes: { member: memberId, kind: file.kind } };
    },
  );
  return memberView(ctx, selection, memberId);
}

export async function setTeamNeeds(
  ctx: AppContext,
  adminId: string,
  id: string,
  memberId: string,
  needs: TravelNeeds,
) {
  const selection = await selectionById(ctx.db, id);
  await memberOr404(ctx, id, memberId);
  if (selection.status !== 'ratified')
    throw conflict('The team is not yet chosen.', null, 'SELECTION_NOT_EDITABLE');
  await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'selection.team_needs', targetType: 'selection', at: ctx.clock.now() },
    async (tx) => {
      await tx
        .update(selectionTeamMembers)
        .set({ wheelchair: needs.wheelchair, seating: needs.seating || null, diet: needs.diet || null })
        .where(eq(selectionTeamMembers.id, memberId));
      return { result: null, targetId: id, changes: { member: memberId, ...needs } };
    },
  );
  return memberView(ctx, selection, memberId);
}
