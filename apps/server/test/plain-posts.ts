import type { TestContext } from './context.js';
import { uniqueIp } from './factories.js';

/**
 * Posts a form as a browser does without the app's script (urlencoded, from the page's own origin),
 * and asks for a plain sign-in's session handover with the cookies an answer set.
 */
export function plainPoster(t: () => TestContext) {
  const post = (
    path: string,
    fields: Record<string, string>,
    { ip = uniqueIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
  ) =>
    t().app.inject({
      method: 'POST',
      url: path,
      remoteAddress: ip,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://portal.example.in',
        host: 'portal.example.in',
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const handover = (cookies: string[]) =>
    t().app.inject({
      method: 'POST',
      url: '/api/session/handover',
      headers: { cookie: cookies.map((cookie) => cookie.split(';')[0]).join('; ') },
    });
  return { post, handover };
}

/** The cookies an answer sets. */
export const setCookies = (response: { headers: Record<string, unknown> }) => {
  const value = response.headers['set-cookie'];
  return Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
};
