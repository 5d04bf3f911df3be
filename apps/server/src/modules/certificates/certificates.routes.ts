import { Readable } from 'node:stream';
import { routes } from '@para/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
  addRoute(app, routes.publicCertificate, async (request) => ({
    data: await publicCertificate(ctx, request.params.number),
  }));
  addRoute(app, routes.checkSignedRecord, async (request) => {
    const data = await checkSignedRecord(ctx, request.query.token);
    return {
      message: data.signatureValid
        ? 'The signature is the association’s: the record is as issued.'
        : 'The signature does not match: this record was changed or was not issued by the association.',
      data,
    };
  });

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
