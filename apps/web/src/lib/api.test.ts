// @vitest-environment happy-dom
import { adminUsersRoutes, authRoutes, registrationRoutes, systemRoutes } from '@para/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../test/fakes';
import { ApiError, callApi, download, fileNameFromDisposition, isErrorCode, upload } from './api';
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
    const data = await callApi(authRoutes.signup, {
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
    await callApi(authRoutes.getUserProfileData);
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/get-user-profile-data');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Access-Token']).toBe('tok-123');
  });

  it('adds query parameters, leaving out empty ones', async () => {
    respond(200, { success: true, message: '', data: { items: [], total: 0, page: 2, pageSize: 25 } });
    await callApi(adminUsersRoutes.adminGetUsersList, { query: { page: 2, search: '' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/get-users-list?page=2');
  });

  it('throws ApiError with the server message and data on HTTP failure', async () => {
    respond(400, {
      success: false,
      message: 'Check the highlighted fields.',
      data: { fields: { email: 'validation.email', phone: 'validation.phone' } },
    });
    const error = await callApi(authRoutes.login, { body: { email: 'x', password: 'y' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Check the highlighted fields.' });
    expect((error as ApiError).fields).toEqual({ email: 'validation.email', phone: 'validation.phone' });
  });

  it('treats success:false with HTTP 200 as a failure', async () => {
    respond(200, { success: false, message: 'Blocked', data: null });
    await expect(callApi(systemRoutes.health)).rejects.toMatchObject({ status: 200, message: 'Blocked' });
  });

  it('falls back to "An error occurred" (key) without a server message or JSON body', async () => {
    respond(502, '<html>Bad gateway</html>');
    const error = (await callApi(systemRoutes.health).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('errors.generic');
    expect(error.data).toBeNull();
    expect(error.fields).toEqual({});
  });

  it('reports a network failure with status 0 and the client message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi(systemRoutes.health)).rejects.toMatchObject({
      status: 0,
      message: 'errors.network',
    });
  });

  it('keeps the 403 body of an unverified login for the caller', async () => {
    respond(403, {
      success: false,
      message: 'Verify your e-mail',
      data: { emailVerified: false, email: 'a@b.in' },
    });
    const error = (await callApi(authRoutes.login, { body: { email: 'a@b.in', password: 'p' } }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(403);
    expect(error.data).toEqual({ emailVerified: false, email: 'a@b.in' });
  });
});

describe('ApiError.code', () => {
  it('is the envelope code, and isErrorCode narrows to its data', async () => {
    respond(403, {
      success: false,
      message: 'Verify your e-mail',
      code: 'EMAIL_UNVERIFIED',
      data: { emailVerified: false, email: 'a@b.in' },
    });
    const error = await callApi(authRoutes.login, { body: { email: 'a@b.in', password: 'p' } }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).code).toBe('EMAIL_UNVERIFIED');
    expect(isErrorCode(error, 'EMAIL_UNVERIFIED')).toBe(true);
    expect(isErrorCode(error, 'FORBIDDEN')).toBe(false);
    if (isErrorCode(error, 'EMAIL_UNVERIFIED')) expect(error.data.emailVerified).toBe(false);
  });

  it('is NETWORK_UNAVAILABLE when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi(systemRoutes.health)).rejects.toMatchObject({ code: 'NETWORK_UNAVAILABLE' });
  });

  it('is UNEXPECTED_RESPONSE when the reply is not an envelope', async () => {
    respond(502, '<html>Bad gateway</html>');
    await expect(callApi(systemRoutes.health)).rejects.toMatchObject({
      status: 502,
      code: 'UNEXPECTED_RESPONSE',
    });
  });

  it('is the generic code of the status for an envelope without a known code', async () => {
    respond(409, { success: false, message: 'Taken', code: 'SOMETHING_NEWER', data: null });
    await expect(callApi(systemRoutes.health)).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('keeps the three-argument constructor, taking the generic code of the status', () => {
    expect(new ApiError(404, 'Gone').code).toBe('NOT_FOUND');
    expect(new ApiError(0, 'errors.network').code).toBe('NETWORK_UNAVAILABLE');
    expect(new ApiError(400, 'x', null, 'VALIDATION_FAILED').code).toBe('VALIDATION_FAILED');
  });
});

describe('upload', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  const form = () => {
    const data = new FormData();
    data.append('kind', 'photo');
    return data;
  };

  it('posts the form with the token, reports progress and resolves with data', async () => {
    session.set({ accessToken: 'tok-9' });
    const progress: number[] = [];
    const done = upload(registrationRoutes.uploadRegistrationDocument, form(), {
      onProgress: (f) => progress.push(f),
    });
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(registrationRoutes.uploadRegistrationDocument.path);
    expect(xhr.headers['Access-Token']).toBe('tok-9');
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, { success: true, message: '', data: { kind: 'photo' } });
    await expect(done).resolves.toEqual({ kind: 'photo' });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('rejects with the envelope error as callApi does', async () => {
    const done = upload(registrationRoutes.uploadRegistrationDocument, form());
    (FakeXhr.last as FakeXhr).respond(413, {
      success: false,
      message: 'Too large',
      code: 'PAYLOAD_TOO_LARGE',
      data: null,
    });
    const error = (await done.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'Too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('rejects with NETWORK_UNAVAILABLE on a network failure and AbortError on abort', async () => {
    const failed = upload(registrationRoutes.uploadRegistrationDocument, form());
    (FakeXhr.last as FakeXhr).onerror?.();
    await expect(failed).rejects.toMatchObject({ status: 0, code: 'NETWORK_UNAVAILABLE' });

    const controller = new AbortController();
    const cancelled = upload(registrationRoutes.uploadRegistrationDocument, form(), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });

  const goOnline = (online: boolean) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };

  it('waits for the connection instead of failing, and says so while it waits', async () => {
    goOnline(false);
    const waiting: boolean[] = [];
    const done = upload(registrationRoutes.uploadRegistrationDocument, form(), {
      onWaitingForConnection: (value) => waiting.push(value),
    });
    await Promise.resolve();
    expect(FakeXhr.last).toBeUndefined();
    expect(waiting).toEqual([true]);
    goOnline(true);
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect(waiting).toEqual([true, false]);
    (FakeXhr.last as FakeXhr).respond(201, { success: true, message: '', data: { kind: 'photo' } });
    await expect(done).resolves.toEqual({ kind: 'photo' });
    vi.restoreAllMocks();
  });

  it('sends again an upload the lost connection cut off, once the connection is back', async () => {
    const done = upload(registrationRoutes.uploadRegistrationDocument, form());
    const first = FakeXhr.last as FakeXhr;
    goOnline(false);
    first.onerror?.();
    await Promise.resolve();
    expect(FakeXhr.last).toBe(first);
    goOnline(true);
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(first));
    (FakeXhr.last as FakeXhr).respond(201, { success: true, message: '', data: { kind: 'photo' } });
    await expect(done).resolves.toEqual({ kind: 'photo' });
    vi.restoreAllMocks();
  });
});

describe('download', () => {
  function respondFile(status: number, body: BodyInit, headers: Record<string, string> = {}) {
    fetchMock.mockResolvedValueOnce(new Response(body, { status, headers }));
  }

  it('takes the file name from Content-Disposition and sends the token', async () => {
    session.set({ accessToken: 'tok-5' });
    respondFile(200, 'pdf', { 'Content-Disposition': 'attachment; filename="receipt-12.pdf"' });
    const file = await download('/api/payments/:id/receipt', { params: { id: 'p1' } });
    expect(file.fileName).toBe('receipt-12.pdf');
    expect(await file.blob.text()).toBe('pdf');
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/payments/p1/receipt');
    expect((init.headers as Record<string, string>)['Access-Token']).toBe('tok-5');
  });

  it('prefers the encoded filename*, and falls back to the last segment of the address', async () => {
    expect(fileNameFromDisposition(`attachment; filename="card.pdf"; filename*=UTF-8''%E0%A4%95.pdf`)).toBe(
      'क.pdf',
    );
    respondFile(200, 'x');
    const file = await download('/api/files/member%20card.pdf?v=2');
    expect(file.fileName).toBe('member card.pdf');
  });

  it('rejects with the envelope error', async () => {
    respond(404, { success: false, message: 'No such file', code: 'NOT_FOUND', data: null });
    await expect(download('/api/files/x')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
