import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import type { CallOptions, CallResult, TestContext } from './context.js';

/** Solves a proof-of-work challenge as the browser does and returns the payload to send as `altcha`. */
export async function solveProofOfWork(challenge: {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A call that meets 429 CHALLENGE_REQUIRED does the work and is sent again with it, as the web app does. */
export async function callWithProofOfWork(t: TestContext, options: CallOptions): Promise<CallResult> {
  const first = await t.call(options);
  if (first.status !== 429 || first.body.code !== 'CHALLENGE_REQUIRED') return first;
  const altcha = await solveProofOfWork(first.body.data.challenge);
  return t.call({ ...options, body: { ...(options.body as object), altcha } });
}

export interface OutboxSms {
  to: string;
  kind: string;
  text: string;
  templateId: string;
  unicode: boolean;
  createdAt: string;
}

/** The SMS the portal wrote to DATA_DIR/outbox/sms, oldest first. */
export async function outboxSms(t: TestContext): Promise<OutboxSms[]> {
  const dir = path.join(t.dataDir, 'outbox', 'sms');
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => ({
        record: JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxSms,
        written: (await stat(path.join(dir, name))).mtimeMs,
      })),
  );
  return files
    .sort((a, b) => a.record.createdAt.localeCompare(b.record.createdAt) || a.written - b.written)
    .map((file) => file.record);
}

/** The six digits of the newest SMS to the number in the outbox. */
export async function lastOutboxCode(t: TestContext, phone: string): Promise<string> {
  const last = (await outboxSms(t)).filter((sms) => sms.to === phone).at(-1);
  const code = last?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code by SMS to ${phone}`);
  return code;
}
