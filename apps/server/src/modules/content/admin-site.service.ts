import type { districtUnitInput, faqInput, PageKey, pageInput, siteContact } from '@para/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { writeSetting } from '../../lib/settings.js';
import {
  deleteFaq,
  deleteUnit,
  findFaq,
  findUnit,
  insertFaq,
  insertUnit,
  listMessages,
  setMessageHandled,
  updateFaq,
  updateUnit,
  upsertPage,
} from './admin-site.queries.js';
import { toFaqAdmin, toMessage, toPageAdmin, toUnit } from './api-shapes.js';
import { auditedChange, auditedDelete, auditedUpdate } from './audit-entry.js';
import { changedFields } from './changed-fields.js';
import { findPage, listFaqEntries } from './public.queries.js';
import { readSiteContact, SITE_CONTACT_KEY } from './site-contact.js';
import { cleanTranslations } from './translations.js';

// Administrators' changes to district units, FAQ, pages, contact details and contact messages. Every
// change is written together with its audit entry.

type UnitInput = z.output<typeof districtUnitInput>;
type FaqInput = z.output<typeof faqInput>;

const noSuchUnit = () => notFound('There is no such district unit.', 'DISTRICT_UNIT_NOT_FOUND');
const noSuchQuestion = () => notFound('There is no such question.', 'FAQ_NOT_FOUND');

export async function createUnit(ctx: AppContext, actorId: string, input: UnitInput) {
  const audit = auditedChange(ctx, actorId, 'content.unit.create', 'district_unit');
  const row = await auditedWrite(ctx.db, audit, async (tx) => {
    const created = await insertUnit(tx, input, audit.at);
    return { result: created, targetId: created.id, changes: { district: created.district } };
  });
  return toUnit(row);
}

export async function updateUnitDetails(ctx: AppContext, actorId: string, id: string, input: UnitInput) {
  const audit = auditedChange(ctx, actorId, 'content.unit.update', 'district_unit');
  const row = await auditedUpdate(ctx, audit, {
    find: (tx: DbOrTx) => findUnit(tx, id),
    write: (tx, before) => updateUnit(tx, before.id, input, audit.at),
    fields: ['district', 'secretaryName', 'phone', 'email', 'address'],
    missing: noSuchUnit,
  });
  return toUnit(row);
}

export async function removeUnit(ctx: AppContext, actorId: string, id: string): Promise<string> {
  const audit = auditedChange(ctx, actorId, 'content.unit.delete', 'district_unit');
  const removed = await auditedDelete(ctx, audit, {
    remove: (tx: DbOrTx) => deleteUnit(tx, id),
    describe: (unit) => ({ district: unit.district }),
    missing: noSuchUnit,
  });
  return removed.id;
}

export async function faqForAdministrators(ctx: AppContext) {
  return (await listFaqEntries(ctx.db)).map(toFaqAdmin);
}

export async function createFaq(ctx: AppContext, actorId: string, input: FaqInput) {
  const { translations, ...fields } = input;
  const audit = auditedChange(ctx, actorId, 'content.faq.create', 'faq');
  const row = await auditedWrite(ctx.db, audit, async (tx) => {
    const values = { ...fields, translations: cleanTranslations(translations) };
    const created = await insertFaq(tx, values, audit.at);
    return { result: created, targetId: created.id, changes: { question: created.question } };
  });
  return toFaqAdmin(row);
}

export async function updateFaqEntry(ctx: AppContext, actorId: string, id: string, input: FaqInput) {
  const { translations, ...fields } = input;
  const audit = auditedChange(ctx, actorId, 'content.faq.update', 'faq');
  const values = { ...fields, translations: cleanTranslations(translations) };
  const row = await auditedUpdate(ctx, audit, {
    find: (tx: DbOrTx) => findFaq(tx, id),
    write: (tx, before) => updateFaq(tx, before.id, values, audit.at),
    fields: ['question', 'answer', 'sortOrder'],
    missing: noSuchQuestion,
  });
  return toFaqAdmin(row);
}

export async function removeFaq(ctx: AppContext, actorId: string, id: string): Promise<string> {
  const audit = auditedChange(ctx, actorId, 'content.faq.delete', 'faq');
  const removed = await auditedDelete(ctx, audit, {
    remove: (tx: DbOrTx) => deleteFaq(tx, id),
    describe: (entry) => ({ question: entry.question }),
    missing: noSuchQuestion,
  });
  return removed.id;
}

/** A page for editing; one never saved comes back empty, ready to be written. */
export async function pageForEditing(ctx: AppContext, key: PageKey) {
  const row = await findPage(ctx.db, key);
  if (!row) return { key, title: '', body: '', translations: {}, updatedAt: ctx.clock.now().toISOString() };
  return toPageAdmin(row, key);
}

export async function savePage(
  ctx: AppContext,
  actorId: string,
  key: PageKey,
  input: z.output<typeof pageInput>,
) {
  const audit = auditedChange(ctx, actorId, 'content.page.update', 'page');
  const values = {
    title: input.title,
    body: input.body,
    translations: cleanTranslations(input.translations),
    updatedAt: audit.at,
    updatedBy: actorId,
  };
  const row = await auditedWrite(ctx.db, audit, async (tx) => {
    const saved = await upsertPage(tx, key, values);
    return { result: saved, targetId: key, changes: { title: saved.title } };
  });
  return toPageAdmin(row, key);
}

export async function saveSiteContact(ctx: AppContext, actorId: string, input: z.output<typeof siteContact>) {
  const value = { ...input, translations: cleanTranslations(input.translations) };
  const audit = auditedChange(ctx, actorId, 'content.site.update', 'setting');
  await auditedWrite(ctx.db, audit, async (tx) => {
    const before = await readSiteContact(tx);
    await writeSetting(tx, SITE_CONTACT_KEY, value, actorId, audit.at);
    const changes = changedFields(before, value, ['name', 'phone', 'email', 'address', 'about', 'social']);
    return { result: null, targetId: SITE_CONTACT_KEY, changes };
  });
  return value;
}

export async function messagesPage(
  ctx: AppContext,
  handled: boolean | undefined,
  page: number,
  pageSize: number,
) {
  const { rows, total } = await listMessages(ctx.db, handled, page, pageSize);
  return { items: rows.map(toMessage), total, page, pageSize };
}

export async function markMessageHandled(ctx: AppContext, actorId: string, id: string, handled: boolean) {
  const action = handled ? 'content.message.handled' : 'content.message.unhandled';
  const audit = auditedChange(ctx, actorId, action, 'contact_message');
  const row = await auditedWrite(ctx.db, audit, async (tx) => {
    const updated = await setMessageHandled(tx, id, handled, actorId, audit.at);
    if (!updated) throw notFound('There is no such message.', 'CONTACT_MESSAGE_NOT_FOUND');
    return { result: updated, targetId: updated.id };
  });
  return toMessage(row);
}
