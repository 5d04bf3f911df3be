import { routes, type SessionRecord } from '@para/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authOfToken } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { unauthorized } from '../../lib/errors.js';
import { addRawRoute } from '../../lib/route.js';
import { toProfile } from './auth.service.js';

/**
 * A sign-in posted as a plain form (the app's script not there) ends on the server, which has no
 * storage of the browser's to put the session in. It goes into a cookie only the handover route
 * receives (HttpOnly: no script reads it; SameSite=Strict: no other site's page sends it), for five
 * minutes; a second cookie, which holds nothing, tells the app there is one to collect.
 */
export const HANDOVER_COOKIE = 'session_handover';
export const HANDOVER_WAITING_COOKIE = 'session_handover_waiting';
const HANDOVER_PATH = routes.sessionHandover.path;
const HANDOVER_SECONDS = 5 * 60;

const cookie = (name: string, value: string, path: string, maxAge: number, options: string) =>
  `${name}=${value}; Path=${path}; Max-Age=${maxAge}; SameSite=Strict${options}`;

/** Sets the cookies that hand `record`'s session to the app (the Secure flag on an https site). */
export function handOverSession(reply: FastifyReply, record: SessionRecord, publicUrl: string): void {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header('Set-Cookie', [
    cookie(
      HANDOVER_COOKIE,
      encodeURIComponent(record.accessToken),
      HANDOVER_PATH,
      HANDOVER_SECONDS,
      `; HttpOnly${secure}`,
    ),
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

/** The handover: the session of the cookie, once (both cookies are cleared whatever the answer). */
export function sessionHandoverRoute(app: FastifyInstance, ctx: AppContext): void {
  addRawRoute(app, routes.sessionHandover, async (request, reply) => {
    reply.header('Set-Cookie', [
      cookie(HANDOVER_COOKIE, '', HANDOVER_PATH, 0, '; HttpOnly'),
      cookie(HANDOVER_WAITING_COOKIE, '', '/', 0, ''),
    ]);
    reply.header('Cache-Control', 'no-store');
    const token = readCookie(request, HANDOVER_COOKIE);
    const auth = token ? await authOfToken(ctx, token) : null;
    if (!token || !auth)
      throw unauthorized('There is no sign-in to take over. Please log in.', 'UNAUTHENTICATED');
    const data: SessionRecord = { ...toProfile(ctx, auth.user), accessToken: token };
    return reply.send({ success: true, message: 'Signed in.', data });
  });
}
