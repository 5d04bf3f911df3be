import type { openCampBody } from '@para/contract';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { registrationCamps } from '../../db/schema/districts.js';
import type { UserRow } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/errors.js';

/**
 * Registration camps. Everyone at a camp signs up through one network address (the camp's Wi-Fi or a
 * phone's hotspot), which the ordinary per-network allowance (20 sign-ups an hour) would stop after
 * the twentieth athlete. A secretary opens the camp from that network for a few hours; sign-ups from
 * it then get the camp's allowance. Per-address limits (one code a minute to an address, wrong-code
 * counts per account) are unchanged, and the camp closes by itself.
 */

const toCamp = (row: typeof registrationCamps.$inferSelect) => ({
  _id: row.id,
  district: row.district,
  network: row.network,
  opensAt: row.opensAt.toISOString(),
  closesAt: row.closesAt.toISOString(),
  openedBy: row.openedBy,
});

/** Whether a camp is open now on this network address. */
export async function campOpenOn(db: DbOrTx, network: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: registrationCamps.id })
    .from(registrationCamps)
    .where(
      and(
        eq(registrationCamps.network, network),
        lte(registrationCamps.opensAt, now),
        gt(registrationCamps.closesAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function openCamps(ctx: AppContext, secretary: UserRow) {
  const rows = await ctx.db
    .select()
    .from(registrationCamps)
    .where(
      and(
        inArray(registrationCamps.district, secretary.secretaryDistricts),
        gt(registrationCamps.closesAt, ctx.clock.now()),
      ),
    )
    .orderBy(asc(registrationCamps.closesAt));
  return rows.map(toCamp);
}

export async function openCamp(
  ctx: AppContext,
  secretary: UserRow,
  network: string,
  body: z.output<typeof openCampBody>,
) {
  if (!secretary.secretaryDistricts.includes(body.district))
    throw new AppError(
      400,
      `${body.district} is not one of your districts.`,
      { fields: { district: 'validation.districtOutsideScope' } },
      'DISTRICT_OUTSIDE_SCOPE',
    );
  const now = ctx.clock.now();
  const closesAt = new Date(now.getTime() + body.hours * 3_600_000);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(registrationCamps)
      .values({ network, district: body.district, openedBy: secretary.id, opensAt: now, closesAt })
      .returning();
    if (!row) throw new Error('camp not opened');
    await recordAudit(tx, {
      actorId: secretary.id,
      action: 'district.camp.open',
      targetType: 'camp',
      targetId: row.id,
      changes: { district: body.district, network, closesAt: closesAt.toISOString() },
      at: now,
    });
    return toCamp(row);
  });
}

export async function closeCamp(ctx: AppContext, secretary: UserRow, campId: string) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(registrationCamps)
    .set({ closesAt: now })
    .where(
      and(
        eq(registrationCamps.id, campId),
        inArray(registrationCamps.district, secretary.secretaryDistricts),
        gt(registrationCamps.closesAt, now),
      ),
    )
    .returning();
  if (!row) throw notFound('No open camp of your districts has this id.', 'CAMP_NOT_FOUND');
  await recordAudit(ctx.db, {
    actorId: secretary.id,
    action: 'district.camp.close',
    targetType: 'camp',
    targetId: row.id,
    at: now,
  });
  return null;
}
