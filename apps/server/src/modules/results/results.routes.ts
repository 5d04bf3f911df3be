import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { kickCertificateJobs } from '../certificates/jobs.js';
import { resultsForms } from './forms.js';
import { getResultsImport, importResults } from './imports.js';
import { manualResults, removeManualResult, saveManualResult } from './manual.js';
import { keptPerCompetition } from './public-cache.js';
import { publicCompetition, publicCompetitionList } from './public-competitions.js';
import { publishResults } from './publish.js';
import { medalTable, myResults, publicResults } from './published.js';
import { resultsTemplate } from './template.js';

/** Results: imports and publishing (administrators), published results (everyone), the athlete's own. */
export function resultsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keptResults = keptPerCompetition(app, ctx, (formId) => publicResults(ctx, formId));
  const keptMedals = keptPerCompetition(app, ctx, (formId) => medalTable(ctx, formId));
  addRoute(app, routes.resultsForms, async () => ({ data: await resultsForms(ctx) }));
  addRawRoute(app, routes.importResults, async (request, reply) => {
    const data = await importResults(ctx, requireAuth(request).user.id, request);
    const message =
      data.errors.length > 0
        ? `The file is read: ${data.errors.length} ${data.errors.length === 1 ? 'error' : 'errors'} to correct before publishing.`
        : 'The file is read. Check the preview, then publish.';
    return reply.send({ success: true, message, data });
  });
  addRoute(app, routes.getResultsImport, async (request) => ({
    data: await getResultsImport(ctx, request.params.importId),
  }));
  addRoute(app, routes.publishResults, async (request) => {
    const data = await publishResults(
      ctx,
      requireAuth(request).user.id,
      request.params.importId,
      request.body,
    );
    if (data.changed) kickCertificateJobs(ctx);
    return {
      message: data.changed
        ? `The results are published (version ${data.version}).`
        : `These results are already published (version ${data.version}); nothing changed.`,
      data,
    };
  });
  addRoute(app, routes.manualResults, async (request) => ({
    data: await manualResults(ctx, request.params.formId),
  }));
  addRoute(app, routes.saveManualResult, async (request) => ({
    message: 'The result is saved in the draft. Publish the draft when the results are complete.',
    data: await saveManualResult(ctx, requireAuth(request).user.id, request.params.formId, request.body),
  }));
  addRoute(app, routes.removeManualResult, async (request) => ({
    message: 'The result is removed from the draft.',
    data: await removeManualResult(ctx, requireAuth(request).user.id, request.params.formId, request.body),
  }));
  addRawRoute(app, routes.resultsTemplate, async (request, reply) => {
    const file = await resultsTemplate(ctx, request.params.formId, request.query.format);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
  addRoute(app, routes.publicResults, async (request) => ({
    data: await keptResults(request.params.formId),
  }));
  addRoute(app, routes.medalTable, async (request) => ({
    data: await keptMedals(request.params.formId),
  }));
  addRoute(app, routes.publicResultsList, async (request) => ({
    data: await publicCompetitionList(ctx, request.query.lang),
  }));
  addRoute(app, routes.publicResultsCompetition, async (request) => ({
    data: await publicCompetition(ctx, request.params.formId, request.query.lang),
  }));
  addRoute(app, routes.myResults, async (request) => ({
    data: await myResults(ctx, requireAuth(request).user.id),
  }));
}
