import type { Access } from '@para/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions } from '../db/schema/auth.js';
import { type UserRow, users } from '../db/schema/users.js';
import { accountBlocked, blockedUserOfToken } from './account-blocked.js';
import type { AppContext } from './context.js';
import { sha256Hex } from './crypto.js';
import { forbidden, unauthorized } from './errors.js';

export interface Auth {
  user: UserRow;
  sessionId: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export const TOKEN_HEADER = 'access-token';
const TOUCH_AFTER_MS = 5 * 60_000;

/** The signed-in caller, or a 401 (for handlers of 'user' and 'admin' routes, where it is always set). */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * The one place access is enforced. Each route's level comes from the contract's route table; anything
 * under /api/admin is for administrators whatever a route says, and that includes unknown admin paths.
 */
export function registerAuthHook(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = await resolveToken(ctx, request.headers[TOKEN_HEADER]);
    const path = request.url.split('?')[0] ?? '';
    const declared: Access = request.routeOptions.config?.access ?? 'public';
    const access: Access = path === '/api/admin' || path.startsWith('/api/admin/') ? 'admin' : declared;
    if (access === 'public') return;
    if (!request.auth) {
      const blocked = await blockedUserOfToken(ctx, request.headers[TOKEN_HEADER]);
      if (blocked) throw accountBlocked(blocked);
      throw unauthorized(
        request.headers[TOKEN_HEADER]
          ? 'Your session has ended. Please log in again.'
          : 'Please log in to continue.',
      );
    }
    if (access === 'admin' && !request.auth.isAdmin) throw forbidden('This page is for administrators only.');
  });
}

async function resolveToken(ctx: AppContext, header: string | string[] | undefined): Promise<Auth | null> {
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 200) return null;
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  if (!row || row.user.blockedAt) return null;
  if (now.getTime() - row.session.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await ctx.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session.id));
  }
  return { user: row.user, sessionId: row.session.id, isAdmin: ctx.config.adminEmails.has(row.user.email) };
}
