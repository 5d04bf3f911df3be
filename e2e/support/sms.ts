import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runDir } from './paths.js';

interface OutboxSms {
  to: string;
  kind: string;
  text: string;
  templateId: string;
  unicode: boolean;
  createdAt: string;
}

/** The shared portal runs with no SMS provider: each SMS is a JSON file in its outbox (../shared/API.md). */
export const smsDir = () => path.join(runDir(), 'data', 'outbox', 'sms');

const smsTo = (phone: string, folder = smsDir()): OutboxSms[] => {
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as OutboxSms)
    .filter((sms) => sms.to === phone)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
};

export const smsCount = (phone: string, folder?: string): number => smsTo(phone, folder).length;

/** Waits for SMS number `index + 1` to the number (+91XXXXXXXXXX) and returns it with its six-digit code. */
export async function codeFromSms(
  phone: string,
  index: number,
  folder?: string,
): Promise<{ code: string; sms: OutboxSms }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const sms = smsTo(phone, folder)[index];
    const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
    if (sms && code) return { code, sms };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS number ${index + 1} with a code to ${phone}`);
}
