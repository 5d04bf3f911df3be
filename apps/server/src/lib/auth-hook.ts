import type { Access } from '@para/contract';
import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
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
    const access: Access =
      path === '/api/admin' || path.startsWith('/api/admin/')
        ? 'admin'
        : path === '/api/district' || path.startsWith('/api/district/')
          ? 'secretary'
          : declared;
    if (access === 'public') return;
    if (!request.auth) {
      const blocked = await blockedUserOfToken(ctx, request.headers[TOKEN_HEADER]);
      if (blocked) throw accountBlocked(blocked);
      throw unauthorized(
        request.headers[TOKEN_HEADER]
          ? 'Your session has ended. Please log in again.'
          : 'Please log in to continue.',
        request.headers[TOKEN_HEADER] ? 'SESSION_ENDED' : 'UNAUTHENTICATED',
      );
    }
    if (access === 'admin' && !request.auth.isAdmin)
      throw forbidden('This page is for administrators only.', null, 'ADMIN_ONLY');
    if (access === 'secretary' && request.auth.user.secretaryDistricts.length === 0)
      throw forbidden('This page is for district secretaries only.', null, 'DISTRICT_SECRETARY_ONLY');
  });
}

/** Every column of the user but the search text, which only the administrators' search reads. */
const { searchText: _searchText, ...userColumns } = getTableColumns(users);

/**
 * The session lookup of every signed-in request, built once per database as prepared statements:
 * building the SQL anew each time cost a quarter of the CPU of a profile read under load.
 */
function sessionQueries(db: Db) {
  return {
    find: db
      .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: userColumns })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        ),
      )
      .limit(1)
      .prepare('auth_find_session'),
    touch: db
      .update(sessions)
      .set({ lastUsedAt: sql`${sql.placeholder('now')}::timestamptz` })
      .where(eq(sessions.id, sql.placeholder('sessionId')))
      .prepare('auth_touch_session'),
  };
}

const preparedByDb = new WeakMap<Db, ReturnType<typeof sessionQueries>>();

/** The signed-in user of a session token (as its Access-Token header would give), or null. */
export const authOfToken = (ctx: AppContext, token: string): Promise<Auth | null> => resolveToken(ctx, token);

async function resolveToken(ctx: AppContext, header: string | string[] | undefined): Promise<Auth | null> {
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 200) return null;
  let queries = preparedByDb.get(ctx.db);
  if (!queries) {
    queries = sessionQueries(ctx.db);
    preparedByDb.set(ctx.db, queries);
  }
  const now = ctx.clock.now();
  const [row] = await queries.find.execute({ tokenHash: sha256Hex(token), now: now.toISOString() });
  if (!row || row.user.blockedAt) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await queries.touch.execute({ now: now.toISOString(), sessionId: row.sessionId });
  }
  return { user: row.user, sessionId: row.sessionId, isAdmin: ctx.config.adminEmails.has(row.user.email) };
}
