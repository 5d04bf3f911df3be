// `npm run certificates:rotate-key`: signs certificates with a new key from now on (the old one is
// retired; what it signed still checks). `npm run certificates:keys`: lists the keys. Both read the
// portal's environment (DATA_DIR or DATABASE_URL, CERTIFICATE_KEY_SECRET / APP_SECRET); on the embedded
// database the portal must be stopped, as for a backup (docs/operations.md).
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { loadConfig } from '../lib/config.js';
import { DataDirInUseError, lockDataDir } from '../lifecycle/data-dir-lock.js';
import { runKeyCommand } from '../modules/certificates/key-command.js';

const command = process.argv[2];
if (command !== 'rotate' && command !== 'list') {
  process.stderr.write('Usage: npm run certificates:rotate-key\n       npm run certificates:keys\n');
  process.exit(2);
}

const config = loadConfig();
let lock: { release(): void } | undefined;
try {
  if (!config.databaseUrl) lock = lockDataDir(config.dataDir, `certificate key ${command}`);
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pgdata'),
});
try {
  // Run before the first start of an upgrade, the keyring's table may not be there yet.
  await runMigrations(database);
  const lines = await runKeyCommand(database.db, command, {
    secret: config.certificateKeySecret,
    now: new Date(),
    publicUrl: config.publicUrl,
  });
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await database.close();
  lock?.release();
}
