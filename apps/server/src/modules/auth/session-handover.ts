import { routes, type SessionRecord } from '@para/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authOfToken } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { unauthorized } from '../../lib/errors.js';
import { addRawRoute } from '../../lib/route.js';
import { revokeSessionOnce } from './auth.queries.js';
import { startSession } from './auth.service.js';

/**
 * A sign-in posted as a plain form (the app's script not there) ends on the server, which has no
 * storage of the browser's to put the session in. It goes into a cookie only the handover route
 * receives (HttpOnly: no script reads it; SameSite=Strict: no other site's page sends it), for five
 * minutes; a second cookie, which holds nothing, tells the app there is one to collect. The handover
 * ends that session and gives the app a new one, so a cookie works once whoever holds it. On an https
 * site the cookie's name carries the `__Host-` prefix: only this host, over https, may set it, so a
 * page of a neighbouring subdomain cannot plant its own account's session here.
 */
const HANDOVER_NAME = 'session_handover';
export const HANDOVER_WAITING_COOKIE = 'session_handover_waiting';
const HANDOVER_SECONDS = 5 * 60;

const handoverCookie = (publicUrl: string) =>
  publicUrl.startsWith('https:')
    ? { name: `__Host-${HANDOVER_NAME}`, path: '/', flags: '; HttpOnly; Secure' }
    : { name: HANDOVER_NAME, path: routes.sessionHandover.path, flags: '; HttpOnly' };

const cookie = (name: string, value: string, path: string, maxAge: number, flags: string) =>
  `${name}=${value}; Path=${path}; Max-Age=${maxAge}; SameSite=Strict${flags}`;

/** Sets the cookies that hand `record`'s session to the app. */
export function handOverSession(reply: FastifyReply, record: SessionRecord, publicUrl: string): void {
  const { name, path, flags } = handoverCookie(publicUrl);
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header('Set-Cookie', [
    cookie(name, encodeURIComponent(record.accessToken), path, HANDOVER_SECONDS, flags),
    cookie(HANDOVER_WAITING_COOKIE, '1', '/', HANDOVER_SECONDS, secure),
  ]);
}

const readCookie = (request: FastifyRequest, name: string) => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
};

/** The handover: a new session for the cookie's, which ends (both cookies are cleared whatever the answer). */
export function sessionHandoverRoute(app: FastifyInstance, ctx: AppContext): void {
  const { name, path, flags } = handoverCookie(ctx.config.publicUrl);
  addRawRoute(app, routes.sessionHandover, async (request, reply) => {
    reply.header('Set-Cookie', [
      cookie(name, '', path, 0, flags),
      cookie(HANDOVER_WAITING_COOKIE, '', '/', 0, ''),
    ]);
    reply.header('Cache-Control', 'no-store');
    const token = readCookie(request, name);
    const auth = token && token.length <= 200 ? await authOfToken(ctx, token) : null;
    const handed = auth && (await revokeSessionOnce(ctx.db, auth.sessionId, ctx.clock.now(), 'handed over'));
    if (!auth || !handed)
      throw unauthorized('There is no sign-in to take over. Please log in.', 'UNAUTHENTICATED');
    const data: SessionRecord = await startSession(ctx, auth.user);
    return reply.send({ success: true, message: 'Signed in.', data });
  });
}
