import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacHex } from '../crypto.js';

/**
 * A local stand-in for the WhatsApp Business Cloud API's one call the portal makes (a template message,
 * POST /{version}/{phone-number-id}/messages), so the server tests drive the real adapter over HTTP.
 * It checks what it is sent as the Cloud API does (the token, the template's shape, a number in
 * digits) and refuses anything else with the Cloud API's error shape; it can be down (500) or hang
 * (never answer), and it words and signs the webhooks the Cloud API sends back.
 */

export interface ReceivedTemplate {
  id: string;
  to: string;
  template: string;
  language: string;
  variables: string[];
  /** The portal's key for the message (biz_opaque_callback_data). */
  key: string;
}

export interface CloudApiStandIn {
  /** The environment that points a portal at this stand-in. */
  env: Record<string, string>;
  appSecret: string;
  verifyToken: string;
  /** Messages taken, in order (each one a message the person would get). */
  messages: ReceivedTemplate[];
  /** Calls refused as malformed, with the reason. */
  refused: string[];
  /** Calls answered 500 or left hanging while down. */
  turnedAway: number;
  /** `up`; `error`: every call answered 500; `hang`: every call left without an answer. */
  mode: 'up' | 'error' | 'hang';
  /** While down, every `hangEvery`-th call hangs instead of answering 500 (0: none). */
  hangEvery: number;
  /** How many times each key was taken. */
  timesTaken(): Map<string, number>;
  statusWebhook(
    messageId: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    error?: string,
  ): { raw: string; signature: string };
  replyWebhook(fromPhone: string, text: string): { raw: string; signature: string };
  close(): Promise<void>;
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const refuse = (response: ServerResponse, message: string) =>
  send(response, 400, { error: { message, type: 'OAuthException', code: 100 } });

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

interface TemplateCall {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  };
  biz_opaque_callback_data?: unknown;
}

/** What is wrong with a template call, or null. */
function problemOf(call: TemplateCall): string | null {
  if (call.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (typeof call.to !== 'string' || !/^\d{10,15}$/.test(call.to))
    return 'to must be digits with the country code';
  if (call.type !== 'template') return 'a business-started message must be a template';
  const template = call.template;
  if (typeof template?.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(template.name)) return 'template.name';
  if (typeof template.language?.code !== 'string' || !/^[a-z]{2}(_[A-Z]{2})?$/.test(template.language.code))
    return 'template.language.code';
  for (const component of template.components ?? []) {
    if (component.type !== 'body') return 'only body components are expected';
    for (const parameter of component.parameters ?? [])
      if (parameter.type !== 'text' || typeof parameter.text !== 'string' || parameter.text.trim() === '')
        return 'every body parameter is non-empty text';
  }
  return null;
}

export async function startCloudApiStandIn(): Promise<CloudApiStandIn> {
  const accessToken = randomBytes(16).toString('hex');
  const appSecret = randomBytes(16).toString('hex');
  const verifyToken = randomBytes(8).toString('hex');
  const phoneNumberId = '1098765432101';
  let sequence = 0;
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (request.method !== 'POST' || !new RegExp(`^/v\\d+\\.\\d+/${phoneNumberId}/messages$`).test(path))
      return send(response, 404, { error: { message: 'Unknown path', code: 803 } });
    if (request.headers.authorization !== `Bearer ${accessToken}`)
      return send(response, 401, { error: { message: 'Invalid OAuth access token.', code: 190 } });
    let call: TemplateCall;
    try {
      call = (await bodyOf(request)) as TemplateCall;
    } catch {
      return refuse(response, 'body is not JSON');
    }
    if (standIn.mode !== 'up') {
      standIn.turnedAway += 1;
      const hang =
        standIn.mode === 'hang' || (standIn.hangEvery > 0 && standIn.turnedAway % standIn.hangEvery === 0);
      // Hanging: no answer at all; the portal's own timeout ends the call.
      if (hang) return;
      return send(response, 500, { error: { message: 'Service temporarily unavailable', code: 131000 } });
    }
    const problem = problemOf(call);
    if (problem) {
      standIn.refused.push(problem);
      return refuse(response, problem);
    }
    sequence += 1;
    const id = `wamid.STANDIN${sequence.toString().padStart(8, '0')}`;
    const template = call.template ?? {};
    standIn.messages.push({
      id,
      to: call.to as string,
      template: template.name as string,
      language: template.language?.code as string,
      variables: (template.components ?? []).flatMap((item) =>
        (item.parameters ?? []).map((p) => String(p.text)),
      ),
      key: typeof call.biz_opaque_callback_data === 'string' ? call.biz_opaque_callback_data : '',
    });
    return send(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: call.to, wa_id: call.to }],
      messages: [{ id }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signed = (body: unknown) => {
    const raw = JSON.stringify(body);
    return { raw, signature: `sha256=${hmacHex(appSecret, raw)}` };
  };
  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });

  const standIn: CloudApiStandIn = {
    env: {
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0`,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: accessToken,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
      // Short, so a hanging stand-in costs the tests little time; long enough for a busy machine.
      WHATSAPP_TIMEOUT_MS: '2000',
    },
    appSecret,
    verifyToken,
    messages: [],
    refused: [],
    turnedAway: 0,
    mode: 'up',
    hangEvery: 0,
    timesTaken() {
      const counts = new Map<string, number>();
      for (const message of standIn.messages) counts.set(message.key, (counts.get(message.key) ?? 0) + 1);
      return counts;
    },
    statusWebhook: (messageId, status, error) =>
      signed(
        envelope({
          statuses: [
            {
              id: messageId,
              status,
              timestamp: '1764400000',
              recipient_id: '919876543210',
              ...(error ? { errors: [{ code: 131026, title: error }] } : {}),
            },
          ],
        }),
      ),
    replyWebhook: (fromPhone, text) =>
      signed(
        envelope({
          contacts: [{ profile: { name: 'Athlete' }, wa_id: fromPhone.replace(/\D/g, '') }],
          messages: [
            {
              from: fromPhone.replace(/\D/g, ''),
              id: `wamid.IN${randomBytes(6).toString('hex')}`,
              timestamp: '1764400000',
              type: 'text',
              text: { body: text },
            },
          ],
        }),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
