import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailDir } from './paths.js';

interface StoredMail {
  to: string[];
  subject: string;
  text: string;
}

// `folder`: the shared portal's mail unless a test started a portal of its own (support/portal.ts).
const mailsTo = (address: string, folder = mailDir()): StoredMail[] =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as StoredMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));

export const mailCount = (address: string, folder?: string): number => mailsTo(address, folder).length;

/** Waits for mail number `index + 1` to `address` and returns the six-digit code in it. */
export async function codeFromMail(address: string, index: number, folder?: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = mailsTo(address, folder)[index];
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail number ${index + 1} with a code to ${address}`);
}
