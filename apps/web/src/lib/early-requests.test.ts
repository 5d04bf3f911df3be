// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionRecord } from '../test/fakes';
import { callApi } from './api';
import { EARLY_REQUESTS_GLOBAL, earlyRequestsScript, takeEarlyResponse } from './early-requests';
import { SESSION_KEY, session } from './session';

const OPTIONS = '/api/reference/registration-options';
const answer = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });
/** Runs the document's inline script as the browser would. */
const runScript = (urls: string[], method: 'GET' | 'POST' = 'GET') =>
  new Function(
    earlyRequestsScript(
      SESSION_KEY,
      urls.map((url) => ({ method, url })),
    ),
  )();

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  session.reload();
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

describe("a signed-in page's early requests", () => {
  it('are sent by the document with the stored session, and taken once by the same session', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(sessionRecord({ accessToken: 'token-1' })));
    const fetch = vi.fn(async () => answer({ early: true }));
    vi.stubGlobal('fetch', fetch);
    runScript([OPTIONS]);
    expect(fetch).toHaveBeenCalledWith(OPTIONS, {
      method: 'GET',
      headers: { Accept: 'application/json', 'Access-Token': 'token-1' },
    });
    expect(takeEarlyResponse('GET', OPTIONS, 'token-2')).toBeUndefined();
    // Asked for by another session it is dropped, not kept for later.
    expect(takeEarlyResponse('GET', OPTIONS, 'token-1')).toBeUndefined();
  });

  it('answer callApi once; the next call goes to the network', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(sessionRecord({ accessToken: 'token-1' })));
    session.reload();
    const fetch = vi.fn(async () => answer({ early: true }));
    vi.stubGlobal('fetch', fetch);
    runScript([OPTIONS]);
    fetch.mockImplementation(async () => answer({ early: false }));
    const { registrationRoutes } = await import('@para/contract');
    await expect(callApi(registrationRoutes.registrationOptions)).resolves.toMatchObject({ early: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(callApi(registrationRoutes.registrationOptions)).resolves.toMatchObject({ early: false });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('are not sent without a session', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    runScript([OPTIONS]);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyResponse('GET', OPTIONS, 'token-1')).toBeUndefined();
  });

  it("answer a POST the document started (the fee's order) once, and never a GET of the same address", async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(sessionRecord({ accessToken: 'token-1' })));
    session.reload();
    const { paymentRoutes } = await import('@para/contract');
    const ORDER = paymentRoutes.createRegistrationPaymentOrder.path;
    const fetch = vi.fn(async () => answer({ early: true }));
    vi.stubGlobal('fetch', fetch);
    runScript([ORDER], 'POST');
    expect(fetch).toHaveBeenCalledWith(ORDER, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Access-Token': 'token-1' },
    });
    expect(takeEarlyResponse('GET', ORDER, 'token-1')).toBeUndefined();
    fetch.mockImplementation(async () => answer({ early: false }));
    await expect(callApi(paymentRoutes.createRegistrationPaymentOrder)).resolves.toMatchObject({
      early: true,
    });
    await expect(callApi(paymentRoutes.createRegistrationPaymentOrder)).resolves.toMatchObject({
      early: false,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
