import { POSTED_FORM_FIELD, type PostedForm } from '@para/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Values = Record<string, string>;

/**
 * A form of a page the server draws, as the browser posts it without the app's script: the fields it
 * takes, the API route that does the work, and what follows a success. Features declare their own
 * (modules/auth, modules/content); the pages' routes post them here.
 */
export interface PlainForm {
  /** The page the form sits on (`contact`), without the slash. */
  page: string;
  /** Its POSTED_FORM_FIELD value: a post that names no form of its page is not acted on. */
  form: string;
  /** The API route doing the work: the same validation, limits and access as the app's calls. */
  route: { method: 'POST'; path: string };
  /** The fields taken from the post; any other is dropped. */
  fields: readonly string[];
  /** Fields never written back into the page (passwords, codes). */
  secret?: readonly string[];
  /** The API's body from the posted fields; by default the fields as they are. */
  body?(values: Values): unknown;
  /** The form's field for an API field a refusal names, where their names differ. */
  errorFields?: Readonly<Record<string, string>>;
  /** On success, what of the API's data the page may show; by default nothing. */
  shown?(data: unknown, values: Values): unknown;
  /**
   * On success, the address to go to instead of drawing the page again (cookies may be set on the
   * reply meanwhile); undefined draws the page with the post.
   */
  afterSuccess?(data: unknown, values: Values, reply: FastifyReply): string | undefined;
}

/** Draws `page` with what was posted (the API's status becomes the page's). */
export type DrawPosted = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: string,
  posted: PostedForm,
) => Promise<unknown>;

const MAX_FIELDS = 40;

/** Reads an `application/x-www-form-urlencoded` body; repeated names keep the last value. */
export function readFormBody(body: Buffer): Values | null {
  const params = new URLSearchParams(body.toString('utf8'));
  const values: Values = {};
  let count = 0;
  for (const [name, value] of params) {
    count += 1;
    if (count > MAX_FIELDS) return null;
    values[name] = value;
  }
  return values;
}

/**
 * Whether the post came from a page of this site. A browser names the page's origin on a post (and
 * says whether it was the same origin); a post from another site's page, one that would sign the
 * visitor into someone else's account or send mail in their name, is not acted on. The site is
 * PUBLIC_URL's origin, or the address the request came to (scheme and host) for a server reached
 * under another name (a proxy that rewrites Host, a test on a loopback address).
 */
export function fromThisSite(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  // Browsers that predate Origin on posts, and the same-origin ones above.
  if (origin === undefined) return true;
  try {
    const { origin: posted } = new URL(origin);
    return posted === new URL(publicUrl).origin || posted === `${request.protocol}://${request.headers.host}`;
  } catch {
    // `null` (a sandboxed or data: page) or anything else that is no address.
    return false;
  }
}

/** The headers of the visitor's post that the API call carries on (language, browser). */
const passedOn = (request: FastifyRequest) => {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  for (const name of ['accept-language', 'user-agent'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
};

/**
 * Answers a plain post of one of `page`'s forms: the API route does the work (called in-process, as
 * from the visitor's own address, so its limits count them), then the visitor gets the next page or
 * this one again with what they typed and what was wrong. Nothing secret goes back into the page.
 */
export async function answerPlainPost(
  app: FastifyInstance,
  forms: readonly PlainForm[],
  request: FastifyRequest<{ Body: Buffer | null }>,
  reply: FastifyReply,
  page: string,
  { draw, publicUrl, mayDraw }: { draw: DrawPosted; publicUrl: string; mayDraw: () => Promise<boolean> },
): Promise<unknown> {
  // A form post's body; any other (JSON, say) is no form of this page.
  const body: unknown = request.body;
  const posted = Buffer.isBuffer(body) ? readFormBody(body) : body == null ? {} : null;
  const named = posted?.[POSTED_FORM_FIELD];
  const form = forms.find((candidate) => candidate.page === page && candidate.form === named);
  // Nothing to act on (no form of this page named: one that needs the app, or no form at all): the
  // page as it is.
  if (!posted || !form) return reply.redirect(`/${page}`, 303);
  if (!fromThisSite(request, publicUrl)) {
    // Said in the log: an honest post refused here means the site is reached under an address that
    // PUBLIC_URL does not name.
    request.log.warn(
      { page, origin: request.headers.origin ?? null },
      'form post from another site not acted on',
    );
    return reply.redirect(`/${page}`, 303);
  }
  if (!(await mayDraw())) return reply.redirect(`/${page}`, 303);

  const values: Values = {};
  for (const field of form.fields) values[field] = posted[field] ?? '';
  const response = await app.inject({
    method: form.route.method,
    url: form.route.path,
    headers: passedOn(request),
    payload: JSON.stringify(form.body ? form.body(values) : values),
    remoteAddress: request.ip,
  });
  const envelope = parseEnvelope(response.body);
  const success = response.statusCode < 400 && envelope?.success === true;
  if (success) {
    const next = form.afterSuccess?.(envelope.data, values, reply);
    if (next) return reply.redirect(next, 303);
  }
  const secret = new Set(form.secret ?? []);
  const shownValues = Object.fromEntries(Object.entries(values).filter(([name]) => !secret.has(name)));
  const answer: PostedForm = {
    form: form.form,
    values: shownValues,
    status: response.statusCode,
    envelope: success
      ? { success: true, message: envelope.message, data: form.shown?.(envelope.data, values) ?? null }
      : {
          success: false,
          message: envelope?.message ?? '',
          ...(typeof envelope?.code === 'string' ? { code: envelope.code } : {}),
          // A refusal's data names fields and limits, never anything of the account.
          data: renameFields(envelope?.data ?? null, form.errorFields),
        },
  };
  const retryAfter = response.headers['retry-after'];
  if (!success && typeof retryAfter === 'string') reply.header('Retry-After', retryAfter);
  return draw(request, reply, page, answer);
}

function parseEnvelope(body: string): PostedForm['envelope'] | null {
  try {
    const parsed = JSON.parse(body) as Partial<PostedForm['envelope']> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return {
      success: parsed.success === true,
      message: typeof parsed.message === 'string' ? parsed.message : '',
      ...(typeof parsed.code === 'string' ? { code: parsed.code } : {}),
      data: parsed.data ?? null,
    };
  } catch {
    return null;
  }
}

/** A refusal's data with its `fields` named as the form names them. */
function renameFields(data: unknown, names: Readonly<Record<string, string>> | undefined): unknown {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!names || !fields || typeof fields !== 'object') return data;
  const renamed = Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).map(([name, message]) => [
      names[name] ?? name,
      message,
    ]),
  );
  return { ...(data as object), fields: renamed };
}
