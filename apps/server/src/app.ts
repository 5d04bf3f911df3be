import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { appPages } from './lib/app-pages.js';
import { registerAuthHook } from './lib/auth-hook.js';
import type { AppContext } from './lib/context.js';
import { answerFrameworkError } from './lib/framework-errors.js';
import { registerErrorHandling, trackRoutesForMethodErrors } from './lib/http-errors.js';
import { registerJsonParser } from './lib/json-body.js';
import { addressForLog } from './lib/log-redaction.js';
import { registerMultipartGuard } from './lib/multipart-guard.js';
import { registerOpenApi } from './lib/openapi.js';
import { loadPublicDocuments, type PublicDocuments } from './lib/public-documents.js';
import { renderAllowance } from './lib/rendered-page-cache.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { registerTextSafety } from './lib/text-safety.js';
import { registerWebApp } from './lib/web-app.js';
import { accreditationRoutes } from './modules/accreditation/accreditation.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.js';
import { archiveRoutes } from './modules/archive/archive.routes.js';
import { authPlainForms, authRoutes } from './modules/auth/index.js';
import { certificatesRoutes } from './modules/certificates/certificates.routes.js';
import { competitionsRoutes } from './modules/competitions/competitions.routes.js';
import { registerCompetitionPayables } from './modules/competitions/payable-purposes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { contentPageRoutes } from './modules/content/pages.js';
import { contentPlainForms } from './modules/content/plain-forms.js';
import { districtsRoutes } from './modules/districts/districts.routes.js';
import { noticesRoutes } from './modules/notices/notices.routes.js';
import { assertEveryPurposeRegistered } from './modules/payments/payable.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { recordsRoutes } from './modules/records/records.routes.js';
import { registerRegistrationFee } from './modules/registration/payable-purpose.js';
import { registrationRoutes } from './modules/registration/registration.routes.js';
import { registrationReviewRoutes } from './modules/registration-review/registration-review.routes.js';
import { resultsRoutes } from './modules/results/results.routes.js';
import { selectionsRoutes } from './modules/selections/selections.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';

/** JSON bodies larger than this get 413; uploads have their own limits. */
export const JSON_BODY_LIMIT = 256 * 1024;

export interface BuildOptions {
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /**
   * The server-drawn pages and forms without a web build: tests give a stand-in renderer so the forms'
   * routes run behind the app's own parsers and hooks.
   */
  documents?: PublicDocuments;
  /** Where log lines go (standard output unless given; tests read them). */
  logStream?: NodeJS.WritableStream;
}

/**
 * What each feature charges for, told to the payments module (decision 61) before any route or
 * background job (started once the app is built) can meet a payment. A purpose of the payments table
 * that no feature registered stops the start here.
 */
function registerPayablePurposes(): void {
  registerRegistrationFee();
  registerCompetitionPayables();
  assertEveryPurposeRegistered();
}

/** Builds the whole HTTP app around the given context; never listens (main.ts and tests do that). */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  registerPayablePurposes();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: ctx.config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Tokens and passwords never reach the log.
            redact: ['req.headers["access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
            // Take-over codes, pay-link and card tokens and pasted signed records travel in addresses;
            // whoever reads the log must not be able to use them (lib/log-redaction.ts).
            serializers: {
              req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
                method: request.method,
                url: addressForLog(request.url),
                host: request.hostname,
                remoteAddress: request.ip,
              }),
            },
          },
    bodyLimit: JSON_BODY_LIMIT,
    // Fastify accepts a hop count at run time; its types only list the other forms.
    trustProxy: ctx.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Broken addresses the router refuses itself (`%zz`, an over-long part) answer in the envelope too.
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonParser(app);
  registerErrorHandling(app);
  registerTextSafety(app);
  const otherMethods = trackRoutesForMethodErrors(app);

  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  // preservePath: the server sees the name as sent, so a path-like name can be refused rather than silently cut.
  await app.register(multipart, { preservePath: true, limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  registerAuthHook(app, ctx);
  registerMultipartGuard(app);

  systemRoutes(app, ctx);
  authRoutes(app, ctx);
  adminUsersRoutes(app, ctx);
  contentRoutes(app, ctx);
  registrationRoutes(app, ctx);
  paymentsRoutes(app, ctx);
  registrationReviewRoutes(app, ctx);
  adminRoutes(app, ctx);
  competitionsRoutes(app, ctx);
  resultsRoutes(app, ctx);
  certificatesRoutes(app, ctx);
  recordsRoutes(app, ctx);
  selectionsRoutes(app, ctx);
  archiveRoutes(app, ctx);
  accreditationRoutes(app, ctx);
  districtsRoutes(app, ctx);
  noticesRoutes(app, ctx);

  const webServed = options.serveWeb !== false && (await registerWebApp(app, ctx.config.webDist));
  const allowance = renderAllowance(ctx.limiter, ctx.config.pageRendersPerNetworkPerMinute);
  const documents =
    options.documents ?? (webServed ? await loadPublicDocuments(app, ctx.config.webDist, allowance) : null);
  contentPageRoutes(app, ctx, documents, [...authPlainForms(ctx.config.publicUrl), ...contentPlainForms]);
  const sendAppPage = webServed ? appPages(app, ctx, documents) : null;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api') {
      const allowed = otherMethods(request.method, path);
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('Allow', allowed.join(', '))
          .send({
            success: false,
            message: `Use ${allowed.join(' or ')} for this address.`,
            code: 'METHOD_NOT_ALLOWED',
            data: null,
          });
      }
      return reply
        .status(404)
        .send({ success: false, message: 'There is no such API address.', code: 'NOT_FOUND', data: null });
    }
    if (sendAppPage && (request.method === 'GET' || request.method === 'HEAD')) {
      // The browser router shows the page, or its not-found page with a 404 (lib/app-pages.ts).
      return sendAppPage(request, reply);
    }
    return reply.status(404).send({ success: false, message: 'Not found.', code: 'NOT_FOUND', data: null });
  });

  return app;
}
