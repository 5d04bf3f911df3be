import { CERTIFICATE_KEY_SET_PATH } from '@para/contract';
import type { Db } from '../../db/client.js';
import { describeKeys, rotateSigningKey } from './signing-keys.js';

export type KeyCommand = 'rotate' | 'list';

/**
 * `npm run certificates:rotate-key` and `npm run certificates:keys` (apps/server/src/tools/certificate-key.ts):
 * what they do and the lines they print, apart from opening the database.
 */
export async function runKeyCommand(
  db: Db,
  command: KeyCommand,
  options: { secret: string | undefined; now: Date; publicUrl: string },
): Promise<string[]> {
  const lines: string[] = [];
  if (command === 'rotate') {
    const rotation = await rotateSigningKey(db, options.secret, options.now);
    lines.push(
      `Certificates are signed with the new key ${rotation.kid} from now on.`,
      rotation.retired
        ? `The key ${rotation.retired} is retired: its private half is erased; certificates it signed still check.`
        : 'There was no key before it.',
      options.secret
        ? 'The new key is sealed with CERTIFICATE_KEY_SECRET (or APP_SECRET): set the same secret on every instance.'
        : 'The new key is stored unsealed (neither CERTIFICATE_KEY_SECRET nor APP_SECRET is set): a backup of the database holds it.',
      `Every key is published at ${options.publicUrl}${CERTIFICATE_KEY_SET_PATH}.`,
    );
  }
  const keys = await describeKeys(db);
  if (keys.length === 0) lines.push('No signing key yet: the portal makes one when it starts.');
  for (const key of keys) {
    const state =
      key.retiredAt === null
        ? `signing, ${key.sealed ? 'sealed' : 'unsealed'}`
        : `retired ${key.retiredAt.toISOString()}`;
    const before = key.signedRecordsWithoutKid ? ', checks the records from before key ids' : '';
    lines.push(`  ${key.kid}  made ${key.createdAt.toISOString()}, ${state}${before}`);
  }
  return lines;
}
