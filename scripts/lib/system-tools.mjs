// The programs outside Node that the test suite runs, each with the Debian package that brings it.
// `.ci/run` installs the missing packages; `npm test` names any still missing before it starts.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export const SYSTEM_TOOLS = [
  { command: 'chromium', pkg: 'chromium', usedBy: 'the end-to-end tests' },
  {
    command: 'nginx',
    pkg: 'nginx',
    usedBy: 'the two-instance test behind a load balancer',
    paths: ['/usr/sbin/nginx'],
  },
  { command: 'pg_dump', pkg: 'postgresql-client', usedBy: 'the backup tests' },
  { command: 'pg_restore', pkg: 'postgresql-client', usedBy: 'the restore tests' },
  {
    command: 'pdftoppm',
    pkg: 'poppler-utils',
    usedBy: 'the certificate tests (a QR code read off the drawn page)',
  },
  { command: 'pdftotext', pkg: 'poppler-utils', usedBy: 'the results journey (a certificate read as text)' },
  {
    command: 'pdfdetach',
    pkg: 'poppler-utils',
    usedBy: 'the results journey (the signed record attached to a certificate)',
  },
];

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Whether `command` can be run: on PATH, or at one of its known places (nginx lives in /usr/sbin). */
export function hasCommand(command, extraPaths = []) {
  const folders = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return [...folders.map((folder) => path.join(folder, command)), ...extraPaths].some(executable);
}

/** The tools that are missing, each with its package. */
export function missingTools(tools = SYSTEM_TOOLS) {
  return tools.filter((tool) => !hasCommand(tool.command, tool.paths));
}
