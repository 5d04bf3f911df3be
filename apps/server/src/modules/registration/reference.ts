import {
  defaultDistricts,
  defaultSports,
  defaultState,
  disabilityTypes,
  MAX_DOCUMENT_BYTES,
  MAX_PHOTO_BYTES,
  type RegistrationOptions,
} from '@para/contract';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { districts, sports } from '../../db/schema/registration.js';
import { readSetting } from '../../lib/settings.js';

export const FEE_SETTING = 'registration.feeRupees';
export const OPEN_SETTING = 'registration.open';
export const feeSchema = z.number().int().min(0).max(100_000).default(500);
export const openSchema = z.boolean().default(true);

/** First start: the state's districts and the para sports list, which administrators can then edit. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(districts)
    .values(defaultDistricts.map((name, index) => ({ name, sortOrder: index })))
    .onConflictDoNothing();
  await db
    .insert(sports)
    .values(
      defaultSports.map((sport, index) => ({
        code: sport.code,
        name: sport.name,
        classPattern: sport.classPattern,
        classExamples: sport.classExamples,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}

export const activeDistricts = async (db: DbOrTx) =>
  (
    await db
      .select({ name: districts.name })
      .from(districts)
      .where(eq(districts.active, true))
      .orderBy(asc(districts.sortOrder))
  ).map((row) => row.name);

export const activeSports = (db: DbOrTx) =>
  db
    .select({
      code: sports.code,
      name: sports.name,
      classPattern: sports.classPattern,
      classExamples: sports.classExamples,
    })
    .from(sports)
    .where(eq(sports.active, true))
    .orderBy(asc(sports.sortOrder));

export async function registrationOptions(db: DbOrTx): Promise<RegistrationOptions> {
  const [districtNames, sportList, feeRupees, registrationsOpen] = await Promise.all([
    activeDistricts(db),
    activeSports(db),
    readSetting(db, FEE_SETTING, feeSchema),
    readSetting(db, OPEN_SETTING, openSchema),
  ]);
  return {
    state: { code: defaultState.code, name: defaultState.name },
    districts: districtNames,
    sports: sportList,
    disabilityTypes: disabilityTypes.map((type) => ({ code: type.code, ipc: [...type.ipc] })),
    registrationsOpen,
    feeRupees,
    maxDocumentBytes: MAX_DOCUMENT_BYTES,
    maxPhotoBytes: MAX_PHOTO_BYTES,
  };
}
