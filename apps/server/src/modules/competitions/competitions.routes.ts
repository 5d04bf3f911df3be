import { routes } from '@para/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { entryForms } from '../../db/schema/competitions.js';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { forbidden } from '../../lib/errors.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { athleteRecord } from './athlete.js';
import { athleteForm, athleteForms } from './athlete-forms.js';
import { sendEntryFile, uploadEntryFile } from './entry-files.js';
import { createEntryOrder, markEntryPaidOffline, verifyEntryPayment } from './entry-payments.js';
import { submissionColumns, tableCsv, tableXlsx } from './export.js';
import { createEntryForm, getEntryForm, listEntryForms, updateEntryForm } from './forms.service.js';
import { readerLanguage } from './mail.js';
import { assignBibs, startList } from './start-list.js';
import { getSubmission, listSubmissions, mySubmissions } from './submissions.js';
import { submitEntry } from './submit.js';
import { withdrawEntry } from './withdrawal.js';

/** Competitions: entry forms (administrators), entering and paying (athletes), entries and start lists. */
export function competitionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.createEntryForm, async (request) => ({
    message: 'The entry form is saved.',
    data: await createEntryForm(ctx, requireAuth(request).user.id, request.body),
  }));
  addRoute(app, routes.listEntryForms, async (request) => ({
    data: await listEntryForms(ctx, request.query),
  }));
  addRoute(app, routes.getEntryForm, async (request) => ({
    data: await getEntryForm(ctx, request.params.formId),
  }));
  addRoute(app, routes.updateEntryForm, async (request) => ({
    message: 'The entry form is saved.',
    data: await updateEntryForm(ctx, requireAuth(request).user.id, request.params.formId, request.body),
  }));

  addRoute(app, routes.openEntryForms, async (request) => ({
    data: await athleteForms(ctx, requireAuth(request).user),
  }));
  addRoute(app, routes.getOpenEntryForm, async (request) => ({
    data: await athleteForm(ctx, requireAuth(request).user, request.params.formId),
  }));
  addRawRoute(app, routes.uploadEntryFile, async (request, reply) => {
    const file = await uploadEntryFile(ctx, requireAuth(request).user, request.params.formId, request);
    return reply.status(201).send({ success: true, message: 'The file has been uploaded.', data: file });
  });
  addRawRoute(app, routes.getEntryFile, async (request, reply) =>
    sendEntryFile(ctx, requireAuth(request), request.params.fileId, reply),
  );
  addRoute(app, routes.competitionProfile, async (request) => ({
    data: (await athleteRecord(ctx.db, requireAuth(request).user)).profile,
  }));
  addRoute(app, routes.submitEntry, async (request) => {
    const language = readerLanguage(request.headers.cookie, request.headers['accept-language']);
    const entry = await submitEntry(ctx, requireAuth(request).user, request.body, language);
    return {
      message:
        entry.status === 'confirmed'
          ? 'Your entry is confirmed.'
          : 'Your entry is saved. Please pay the fee.',
      data: entry,
    };
  });

  addRoute(app, routes.createEntryPaymentOrder, async (request) => ({
    data: await createEntryOrder(ctx, requireAuth(request).user, request.params.id),
  }));
  addRoute(app, routes.verifyEntryPayment, async (request) => ({
    message: 'Thank you. Your entry fee has been received.',
    data: await verifyEntryPayment(ctx, requireAuth(request).user, request.body),
  }));

  addRoute(app, routes.mySubmissions, async (request) => ({
    data: await mySubmissions(ctx, requireAuth(request).user.id),
  }));
  addRoute(app, routes.getSubmission, async (request) => ({
    data: await getSubmission(ctx, requireAuth(request), request.params.id),
  }));
  addRoute(app, routes.withdrawEntry, async (request) => ({
    message: 'The entry is withdrawn.',
    data: await withdrawEntry(ctx, requireAuth(request), request.params.id, request.body),
  }));

  // An administrators' route outside /api/admin (the address older clients know): the table says 'admin'.
  addRawRoute(app, routes.listSubmissions, async (request, reply) => {
    if (!requireAuth(request).isAdmin) throw forbidden();
    const query = request.query;
    // Bibs show in the list too, once entries have closed.
    await assignBibs(ctx, query.formId);
    if (query.format === 'json') {
      return reply.send({ success: true, message: 'OK', data: await listSubmissions(ctx, query) });
    }
    const { items } = await listSubmissions(ctx, query, true);
    const [form] = await ctx.db
      .select({ disciplines: entryForms.disciplines })
      .from(entryForms)
      .where(eq(entryForms.id, query.formId));
    const names = Object.fromEntries((form?.disciplines ?? []).map((item) => [item.key, item.name]));
    const columns = submissionColumns(names);
    const stamp = ctx.clock.now().toISOString().slice(0, 10);
    if (query.format === 'csv') {
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="entries-${stamp}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(tableCsv(columns, items));
    }
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="entries-${stamp}.xlsx"`)
      .header('Cache-Control', 'private, no-store')
      .send(await tableXlsx('Entries', columns, items));
  });

  addRoute(app, routes.markEntryPaidOffline, async (request) => ({
    message: 'The payment is recorded and the entry confirmed.',
    data: await markEntryPaidOffline(ctx, requireAuth(request).user.id, request.params.id, request.body),
  }));
  addRawRoute(app, routes.startList, async (request, reply) => {
    const file = await startList(ctx, request.params.formId, request.query);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
}
