import type { PaymentOrder, SessionRecord } from '@para/contract';
import { emptySession } from '../lib/session';

/** A signed-in athlete's session record, as sign-in and verification answer it. */
export const sessionRecord = (overrides: Partial<SessionRecord> = {}): SessionRecord => ({
  ...emptySession,
  _id: 'u1',
  name: 'Asha Devi',
  phone: '+919876543210',
  email: 'asha@example.in',
  emailVerified: true,
  accessToken: 'tok',
  ...overrides,
});

/**
 * Just enough of XMLHttpRequest for uploads, driven by hand (jsdom's does not report upload progress).
 * Install with `vi.stubGlobal('XMLHttpRequest', FakeXhr)` after `FakeXhr.reset()`.
 */
export class FakeXhr {
  static all: FakeXhr[] = [];
  static reset(): void {
    FakeXhr.all = [];
  }
  static get last(): FakeXhr | undefined {
    return FakeXhr.all.at(-1);
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  /** The server's reply: a JSON body, or text as it is (a proxy's error page). */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

/** A successful answer of the API, in its envelope, as `fetch` resolves it. */
export const apiOk = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, message: '', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A payment order as the server answers for a fee (the test gateway's), with what a test changes. */
export const paymentOrder = (overrides: Partial<PaymentOrder> = {}): PaymentOrder => ({
  paymentId: 'p1',
  orderId: 'order_1',
  gateway: 'test',
  keyId: '',
  amountPaise: 50000,
  currency: 'INR',
  receiptNumber: 'R-1',
  description: 'Entry fee',
  prefill: { name: 'Ravi Kumar', email: 'ravi@example.in', contact: '' },
  ...overrides,
});
