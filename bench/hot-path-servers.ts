// Child process of bench/hot-path.ts: one server, listening on 127.0.0.1:<port> until killed.
//   portal   the real app (buildApp, web build from WEB_DIST, PostgreSQL from DATABASE_URL)
//   baseline bare Fastify + pg doing the same token -> session -> user lookup as the signed-in profile
//            read, written directly: the ceiling of what this stack can do for that request.
// Prints "ready" once listening.

import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { createContext } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/lib/config.js';

const [role, portText] = process.argv.slice(2);
const port = Number(portText);

if (role === 'portal') {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const ctx = await createContext(config);
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port, host: '127.0.0.1' });
} else if (role === 'baseline') {
  // Same pool size as the portal's (apps/server/src/db/client.ts).
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  const lookup = `select s.id as session_id, s.last_used_at, u.id, u.name, u.email, u.phone, u.password_hash,
      u.email_verified_at, u.blocked_at, u.blocked_reason, u.registration_completed,
      u.registration_payment_completed, u.registration_approved, u.uid, u.profile_photo, u.created_at, u.updated_at
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 limit 1`;
  const adminEmails = new Set((process.env.ADMIN_EMAILS ?? '').split(',').map((e) => e.trim()));
  app.get('/api/user/get-user-profile-data', async (request, reply) => {
    const token = request.headers['access-token'];
    if (typeof token !== 'string' || token.length > 200) return reply.status(401).send({ success: false });
    const hash = createHash('sha256').update(token).digest('hex');
    const { rows } = await pool.query({ name: 'lookup', text: lookup, values: [hash, new Date()] });
    const user = rows[0];
    if (!user || user.blocked_at) return reply.status(401).send({ success: false });
    return {
      success: true,
      message: 'OK',
      data: {
        _id: user.id,
        name: user.name,
        phone: user.phone,
        email: user.email,
        emailVerified: user.email_verified_at !== null,
        isAdmin: adminEmails.has(user.email),
        registrationApproved: user.registration_approved,
        registrationCompleted: user.registration_completed,
        registrationPaymentCompleted: user.registration_payment_completed,
        profilePhoto: user.profile_photo,
        uid: user.uid ?? '',
      },
    };
  });
  await app.listen({ port, host: '127.0.0.1' });
} else {
  throw new Error(`unknown role ${role}`);
}
process.stdout.write('ready\n');
