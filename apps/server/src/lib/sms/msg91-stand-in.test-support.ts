import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsKinds, smsLanguages } from './sms-sender.js';

/**
 * A local stand-in for MSG91's flow API (POST /api/v5/flow), so the server tests drive the real
 * adapter over HTTP. It checks what it receives as MSG91 and the operators' DLT scrubbing would: the
 * auth key, a template it knows with the DLT template ID, sender and entity registered with it, every
 * variable of the template filled, Unicode set for text outside GSM-7; and lets a test play an outage
 * (500s) or a provider too slow to answer.
 */

export interface StandInSms {
  id: string;
  templateId: string;
  dltTemplateId: string;
  sender: string;
  entityId: string;
  unicode: boolean;
  mobiles: string;
  variables: Record<string, string>;
}

export interface Msg91StandIn {
  /** The environment that points a portal at this stand-in, with a template for every kind and language. */
  env: Record<string, string>;
  /** Every message accepted, in order. */
  sent: StandInSms[];
  /** Every call received: whether its key was right, and the refusal if any. */
  calls: { authenticated: boolean; status: number; refusal?: string }[];
  /** While set, every call is answered with this status (an outage: 500; or 429). */
  failWith: number | null;
  /** While set, calls are held this long before any answer (a provider that times out). */
  delayMs: number;
  /** The DLT template ID the stand-in registered for a kind in a language. */
  dltTemplateOf(kind: string, language: string): string;
  close(): Promise<void>;
}

const SENDER = 'PARASP';
const ENTITY = '1101234567890123456';

interface RegisteredTemplate {
  templateId: string;
  dltTemplateId: string;
  /** Whether its registered text is in an Indian script (so must be sent as Unicode). */
  unicode: boolean;
  variables: string[];
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : undefined;
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export async function startMsg91StandIn(): Promise<Msg91StandIn> {
  const authKey = randomBytes(12).toString('hex');
  const templates = new Map<string, RegisteredTemplate>();
  const env: Record<string, string> = {};
  let serial = 1107170000000000000n;
  for (const kind of smsKinds)
    for (const language of smsLanguages) {
      const templateId = randomBytes(12).toString('hex');
      serial += 1n;
      const template = {
        templateId,
        dltTemplateId: serial.toString(),
        unicode: language !== 'en',
        variables: ['otp', 'minutes'],
      };
      templates.set(templateId, template);
      env[`SMS_TEMPLATE_${kind.toUpperCase()}_${language.toUpperCase()}`] =
        `${templateId}:${template.dltTemplateId}`;
    }
  const sent: StandInSms[] = [];
  const calls: Msg91StandIn['calls'] = [];
  const state = { failWith: null as number | null, delayMs: 0 };

  const server = createServer((request, response) => {
    void (async () => {
      const authenticated = request.headers.authkey === authKey;
      const refuse = (status: number, refusal: string) => {
        calls.push({ authenticated, status, refusal });
        send(response, status, { type: 'error', message: refusal });
      };
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (response.destroyed) return;
      if (state.failWith !== null) return refuse(state.failWith, 'Internal server error');
      if (request.method !== 'POST' || request.url !== '/api/v5/flow') return refuse(404, 'Not found');
      if (!authenticated) return refuse(401, 'Authentication failure');
      const body = ((await bodyOf(request).catch(() => undefined)) ?? {}) as Record<string, unknown>;
      const template = templates.get(String(body.template_id));
      if (!template) return refuse(400, 'Template id missing or not found');
      if (body.DLT_TE_ID !== template.dltTemplateId)
        return refuse(400, 'DLT template ID does not match the template');
      if (body.sender !== SENDER) return refuse(400, 'Sender ID not approved');
      if (body.PE_ID !== ENTITY) return refuse(400, 'Principal entity ID not registered');
      const unicode = body.unicode === 1;
      if (unicode !== template.unicode) return refuse(400, 'Unicode flag does not match the template text');
      const recipients = body.recipients as Record<string, unknown>[] | undefined;
      const [recipient] = Array.isArray(recipients) ? recipients : [];
      if (!recipient || recipients?.length !== 1) return refuse(400, 'One recipient expected');
      const mobiles = String(recipient.mobiles ?? '');
      if (!/^91[6-9]\d{9}$/.test(mobiles)) return refuse(400, 'Invalid mobile number');
      const variables: Record<string, string> = {};
      for (const name of template.variables) {
        const value = recipient[name];
        if (typeof value !== 'string' || value === '') return refuse(400, `Variable ${name} missing`);
        variables[name] = value;
      }
      const id = randomBytes(12).toString('hex');
      sent.push({
        id,
        templateId: template.templateId,
        dltTemplateId: template.dltTemplateId,
        sender: SENDER,
        entityId: ENTITY,
        unicode,
        mobiles,
        variables,
      });
      calls.push({ authenticated, status: 200 });
      send(response, 200, { type: 'success', message: id });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    env: {
      ...env,
      SMS_PROVIDER: 'msg91',
      SMS_PROVIDER_URL: `http://127.0.0.1:${port}`,
      SMS_AUTH_KEY: authKey,
      SMS_SENDER_ID: SENDER,
      SMS_DLT_ENTITY_ID: ENTITY,
      SMS_TIMEOUT_MS: '300',
    },
    sent,
    calls,
    get failWith() {
      return state.failWith;
    },
    set failWith(value) {
      state.failWith = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value) {
      state.delayMs = value;
    },
    dltTemplateOf(kind, language) {
      const value = env[`SMS_TEMPLATE_${kind.toUpperCase()}_${language.toUpperCase()}`] ?? '';
      return value.split(':')[1] ?? '';
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
