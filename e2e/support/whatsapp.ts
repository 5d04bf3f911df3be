import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runDir } from './paths.js';

/** One WhatsApp message as the portal's outbox writes it (no provider set): API.md's shape. */
export interface OutboxWhatsApp {
  to: string;
  kind: string;
  text: string;
  templateId: string;
  language: string;
  variables: string[];
  createdAt: string;
}

const outboxDir = () => path.join(runDir(), 'data', 'outbox', 'whatsapp');

const messages = (): OutboxWhatsApp[] =>
  existsSync(outboxDir())
    ? readdirSync(outboxDir())
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(readFileSync(path.join(outboxDir(), file), 'utf8')) as OutboxWhatsApp)
    : [];

/** Waits for a WhatsApp message the portal's notice worker writes (it runs every two seconds). */
export async function whatsappMessage(match: (message: OutboxWhatsApp) => boolean): Promise<OutboxWhatsApp> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const found = messages().find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no such WhatsApp message in the outbox within 20 s');
}
