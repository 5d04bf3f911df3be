import { Readable } from 'node:stream';
import { CERTIFICATE_KEY_SET_PATH, certificateKeySet, routes } from '@para/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { certificateFile, certificateFileName } from './download.js';
import { kickCertificateJobs } from './jobs.js';
import { myCertificates, ownCertificate } from './mine.js';
import { checkSignedRecord, publicCertificate } from './public-check.js';
import {
  certificateById,
  certificateCompetitions,
  formCertificates,
  requestIssuing,
  revokeCertificate,
} from './register.js';
import { consumeRegisterLookup, countPageLookupsAsTheVisitors } from './register-limit.js';
import { prepareSigningKeys, publishedKeySet } from './signing-keys.js';
import { certificatesZip } from './zip.js';

const sendPdf = (reply: FastifyReply, number: string, bytes: Uint8Array) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${certificateFileName(number)}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(bytes));

/** Certificates (decision 26): the athlete's own, the public checks, the administrators' register. */
export function certificatesRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.myCertificates, async (request) => ({
    data: await myCertificates(ctx, requireAuth(request).user.id),
  }));
  addRawRoute(app, routes.myCertificatePdf, async (request, reply) => {
    const row = await ownCertificate(ctx, requireAuth(request).user.id, request.params.certificateId);
    return sendPdf(reply, row.number, await certificateFile(ctx, row));
  });
  countPageLookupsAsTheVisitors(app);
  addRoute(app, routes.publicCertificate, async (request) => {
    await consumeRegisterLookup(ctx, request);
    return { data: await publicCertificate(ctx, request.params.number) };
  });
  addRoute(app, routes.checkSignedRecord, async (request) => checkSignedRecord(ctx, request.query.token));
  signingKeyRoutes(app, ctx);

  addRoute(app, routes.certificateCompetitions, async () => ({ data: await certificateCompetitions(ctx) }));
  addRoute(app, routes.formCertificates, async (request) => ({
    data: await formCertificates(ctx, request.params.formId, request.query),
  }));
  addRawRoute(app, routes.formCertificatesZip, async (request, reply) => {
    const zip = await certificatesZip(ctx, request.params.formId);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${zip.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(Readable.from(zip.chunks, { objectMode: false }));
  });
  addRoute(app, routes.issueFormCertificates, async (request) => {
    const data = await requestIssuing(ctx, requireAuth(request).user.id, request.params.formId);
    kickCertificateJobs(ctx);
    return { message: 'Issuing is queued.', data };
  });
  addRawRoute(app, routes.adminCertificatePdf, async (request, reply) => {
    const row = await certificateById(ctx, request.params.certificateId);
    return sendPdf(reply, row.number, await certificateFile(ctx, row));
  });
  addRoute(app, routes.revokeCertificate, async (request) => {
    const data = await revokeCertificate(
      ctx,
      requireAuth(request).user.id,
      request.params.certificateId,
      request.body.reason,
    );
    return { message: `Certificate ${data.number} is revoked.`, data };
  });
}

/** The signing keys: made ready before the server answers, and their public halves published. */
function signingKeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onReady', async () => {
    const prepared = await prepareSigningKeys(ctx.db, ctx.config.certificateKeySecret, ctx.clock.now());
    if (prepared.retired) {
      ctx.logger.warn(
        { retired: prepared.retired, kid: prepared.kid },
        'certificate signing key replaced: the old one was stored unsealed; certificates it signed still check',
      );
    }
    if (!ctx.config.certificateKeySecret) {
      ctx.logger.warn(
        'certificate signing key stored unsealed: set CERTIFICATE_KEY_SECRET or APP_SECRET (32+ characters), ' +
          'or every backup of the database can sign certificates (docs/operations.md)',
      );
    }
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    CERTIFICATE_KEY_SET_PATH,
    {
      config: { access: 'public' },
      schema: {
        summary:
          'The public keys of certificate signatures (JSON Web Key Set), for checking a signed record offline',
        tags: ['certificates'],
        response: { 200: certificateKeySet },
      },
    },
    async (_request, reply) => {
      // Public keys only: any site may read them, and a new key is picked up within minutes.
      reply.header('Cache-Control', 'public, max-age=300').header('Access-Control-Allow-Origin', '*');
      return publishedKeySet(ctx.db);
    },
  );
}
