import { routes } from '@para/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './api';
import { session } from './session';

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  session.reset();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('posts JSON to the same-origin path and resolves with data', async () => {
    respond(201, { success: true, message: 'Created', data: { email: 'a@b.in' } });
    const data = await callApi(routes.signup, {
      body: { name: 'Asha', email: 'a@b.in', phone: '9876543210', password: 'long enough' },
    });
    expect(data).toEqual({ email: 'a@b.in' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/signup');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'a@b.in' });
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Accept).toBe('application/json');
    expect(headers['Access-Token']).toBeUndefined();
  });

  it('sends the session token in Access-Token, and no body on GET', async () => {
    session.set({ accessToken: 'tok-123' });
    respond(200, { success: true, message: '', data: { _id: 'u1' } });
    await callApi(routes.getUserProfileData);
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/get-user-profile-data');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Access-Token']).toBe('tok-123');
  });

  it('adds query parameters, leaving out empty ones', async () => {
    respond(200, { success: true, message: '', data: { items: [], total: 0, page: 2, pageSize: 25 } });
    await callApi(routes.adminGetUsersList, { query: { page: 2, search: '' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/get-users-list?page=2');
  });

  it('throws ApiError with the server message and data on HTTP failure', async () => {
    respond(400, {
      success: false,
      message: 'Check the highlighted fields.',
      data: { fields: { email: 'validation.email', phone: 'validation.phone' } },
    });
    const error = await callApi(routes.login, { body: { email: 'x', password: 'y' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Check the highlighted fields.' });
    expect((error as ApiError).fields).toEqual({ email: 'validation.email', phone: 'validation.phone' });
  });

  it('treats success:false with HTTP 200 as a failure', async () => {
    respond(200, { success: false, message: 'Blocked', data: null });
    await expect(callApi(routes.health)).rejects.toMatchObject({ status: 200, message: 'Blocked' });
  });

  it('falls back to "An error occurred" (key) without a server message or JSON body', async () => {
    respond(502, '<html>Bad gateway</html>');
    const error = (await callApi(routes.health).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('errors.generic');
    expect(error.data).toBeNull();
    expect(error.fields).toEqual({});
  });

  it('reports a network failure with status 0 and the client message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi(routes.health)).rejects.toMatchObject({ status: 0, message: 'errors.network' });
  });

  it('keeps the 403 body of an unverified login for the caller', async () => {
    respond(403, {
      success: false,
      message: 'Verify your e-mail',
      data: { emailVerified: false, email: 'a@b.in' },
    });
    const error = (await callApi(routes.login, { body: { email: 'a@b.in', password: 'p' } }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(403);
    expect(error.data).toEqual({ emailVerified: false, email: 'a@b.in' });
  });
});
