// `npm run backup [-- <folder or file.tar.gz>] [--keep N]` and `npm run restore -- <file.tar.gz>`:
// the database (embedded, or the PostgreSQL server in DATABASE_URL) and DATA_DIR/uploads in one file.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../lib/config.js';
import { BackupError, createBackup, restoreBackup } from '../lifecycle/backup.js';
import { DataDirInUseError } from '../lifecycle/data-dir-lock.js';

const BACKUP_NAME = /^para-backup-[0-9TZ-]+\.tar\.gz$/;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { keep: { type: 'string' } },
});
const [command, given] = positionals;
// npm runs scripts from the repository root; a path typed by the operator is relative to where they were.
const target = given === undefined ? undefined : path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
const config = loadConfig();

try {
  if (command === 'backup') await backup(target ?? path.resolve('backups'), values.keep);
  else if (command === 'restore' && target) await restore(target);
  else {
    process.stderr.write(
      'Usage: npm run backup [-- <folder or file.tar.gz>] [--keep N]\n       npm run restore -- <file.tar.gz>\n',
    );
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DataDirInUseError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}

async function backup(destination: string, keep: string | undefined) {
  const toFolder =
    !destination.endsWith('.tar.gz') || (existsSync(destination) && statSync(destination).isDirectory());
  const stamp = new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = toFolder ? path.join(destination, `para-backup-${stamp}.tar.gz`) : destination;
  const manifest = await createBackup(config, file);
  const database = manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)';
  console.log(`Backup of the ${database} database and the uploads written to ${file}`);
  if (keep !== undefined) {
    const count = Number(keep);
    if (!Number.isInteger(count) || count < 1)
      throw new BackupError('--keep takes a whole number of 1 or more.');
    const folder = path.dirname(file);
    // Timestamped names sort by age, so the oldest come first.
    const backups = readdirSync(folder)
      .filter((name) => BACKUP_NAME.test(name))
      .sort();
    for (const old of backups.slice(0, Math.max(0, backups.length - count))) {
      rmSync(path.join(folder, old));
      console.log(`Removed the older backup ${old}`);
    }
  }
}

async function restore(file: string) {
  const manifest = await restoreBackup(config, file);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.databaseUrl ? 'the database in DATABASE_URL' : config.dataDir}` +
      ' (uploads into DATA_DIR/uploads). Start the portal to use it.',
  );
}
