import type { DbOrTx } from '../../db/client.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { readSetting, writeSetting } from '../../lib/settings.js';
import { DISTRICT_CHECK_SETTING, districtCheckSchema } from '../districts/check.js';
import { FEE_SETTING, feeSchema, OPEN_SETTING, openSchema } from '../registration/reference.js';

export async function associationSettings(db: DbOrTx) {
  const [registrationFeeRupees, registrationsOpen, districtCheckFirst] = await Promise.all([
    readSetting(db, FEE_SETTING, feeSchema),
    readSetting(db, OPEN_SETTING, openSchema),
    readSetting(db, DISTRICT_CHECK_SETTING, districtCheckSchema),
  ]);
  return { registrationFeeRupees, registrationsOpen, districtCheckFirst };
}

/** New fee applies to orders created from now on; an order already open keeps its amount until it is paid or fails. */
export async function updateAssociationSettings(
  ctx: AppContext,
  adminId: string,
  input: { registrationFeeRupees: number; registrationsOpen: boolean; districtCheckFirst?: boolean },
) {
  const now = ctx.clock.now();
  await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'settings.update', targetType: 'settings', at: now },
    async (tx) => {
      const before = await associationSettings(tx);
      // A client that does not send the district check leaves it as it was.
      const next = { ...input, districtCheckFirst: input.districtCheckFirst ?? before.districtCheckFirst };
      await writeSetting(tx, FEE_SETTING, next.registrationFeeRupees, adminId, now);
      await writeSetting(tx, OPEN_SETTING, next.registrationsOpen, adminId, now);
      await writeSetting(tx, DISTRICT_CHECK_SETTING, next.districtCheckFirst, adminId, now);
      const changes = Object.fromEntries(
        (Object.keys(next) as (keyof typeof next)[])
          .filter((key) => before[key] !== next[key])
          .map((key) => [key, { from: before[key], to: next[key] }]),
      );
      return { result: undefined, targetId: 'association', changes };
    },
  );
  return associationSettings(ctx.db);
}
