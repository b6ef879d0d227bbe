import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  apiRequest,
  buildUrl,
  errorMessage,
  isAuthFailure,
  isNotFound,
  onAuthFailure,
  onTwoFactorRequired,
  reportAuthFailure,
} from './api';

function stubFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function stubToken(token: string | null) {
  const store = new Map<string, string>(token ? [['accessToken', token]] : []);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('prefixes /api and leaves out undefined query values', () => {
    expect(buildUrl('/photos', { limit: 6, offset: undefined })).toBe('/api/photos?limit=6');
    expect(buildUrl('/destination')).toBe('/api/destination');
  });
});

describe('apiRequest', () => {
  it('sends JSON and reads JSON with the headers', async () => {
    stubToken(null);
    const fetchMock = stubFetch(201, { insertedId: 'abc' }, { 'x-total-count': '12' });
    const answer = await apiRequest<{ insertedId: string }>('/email', { method: 'POST', body: { a: 1 } });

    expect(answer.data).toEqual({ insertedId: 'abc' });
    expect(answer.headers.get('x-total-count')).toBe('12');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('sends the stored token as a bearer token', async () => {
    stubToken('t0ken');
    const fetchMock = stubFetch(200, []);
    await api.get('/review');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer t0ken');
  });

  it('sends a given token instead of the stored one, or none at all', async () => {
    stubToken('stored');
    const fetchMock = stubFetch(200, {});
    await api.post('/auth/sign-out', {}, { token: 'old' });
    await api.get('/auth/get-session', { token: null });
    const sent = fetchMock.mock.calls.map((call) => new Headers(call[1]?.headers).get('authorization'));
    expect(sent).toEqual(['Bearer old', null]);
  });

  it("reads better-auth's error code", async () => {
    stubToken(null);
    stubFetch(401, { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' });
    const error = await api.post('/auth/sign-in/email', {}).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(new ApiError(500, null, 'x').code).toBeUndefined();
  });

  it("throws an ApiError with the server's message and field errors", async () => {
    stubToken(null);
    stubFetch(400, {
      message: 'Check the form.',
      errors: [{ path: 'subject', message: 'Subject is Required' }],
    });
    const error = await api.post('/email', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Check the form.');
    expect((error as ApiError).fieldError('subject')).toBe('Subject is Required');
  });

  it('explains a status without a readable body', async () => {
    stubToken(null);
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }));
    await expect(api.get('/review')).rejects.toMatchObject({ status: 502, body: null });
  });

  it('turns a network failure into status 0', async () => {
    stubToken(null);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await api.get('/review').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(errorMessage(error)).toMatch(/Could not reach the server/);
  });

  it('reports 401/403 on calls made with a token, unless the caller expects them', async () => {
    stubToken('old');
    const handler = vi.fn();
    const unregister = onAuthFailure(handler);
    stubFetch(401, { message: 'Sign in again.' });

    await api.get('/user/a@b.de').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);

    await api.put('/user/admin/a@b.de', undefined, { authFailure: 'ignore' }).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);

    unregister();
    await api.get('/user/a@b.de').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not report 401 for a visitor without a token', async () => {
    stubToken(null);
    const handler = vi.fn();
    const unregister = onAuthFailure(handler);
    stubFetch(401, { message: 'Sign in first.' });
    await api.get('/booking').catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
    unregister();
  });
});

describe('reportAuthFailure', () => {
  it('hands a 401 or 403 to the registered handler, and nothing else', () => {
    const handler = vi.fn();
    const unregister = onAuthFailure(handler);
    const refused = new ApiError(401, { message: 'Sign in again.' }, 'x');
    const forbidden = new ApiError(403, null, 'x');
    reportAuthFailure(refused);
    reportAuthFailure(forbidden);
    for (const status of [0, 400, 404, 413, 415, 500]) reportAuthFailure(new ApiError(status, null, 'x'));
    expect(handler.mock.calls).toEqual([[refused], [forbidden]]);
    unregister();
  });

  it('leads an admin without two-factor sign-in to its set-up instead of signing them out', () => {
    const signOut = vi.fn();
    const setUp = vi.fn();
    const unregister = [onAuthFailure(signOut), onTwoFactorRequired(setUp)];
    const asked = new ApiError(403, { message: 'Turn on two-factor.', code: 'TWO_FACTOR_REQUIRED' }, 'x');
    reportAuthFailure(asked);
    expect(setUp.mock.calls).toEqual([[asked]]);
    expect(signOut).not.toHaveBeenCalled();
    for (const done of unregister) done();
  });

  it('does nothing when no handler is registered', () => {
    const handler = vi.fn();
    onAuthFailure(handler)();
    expect(() => reportAuthFailure(new ApiError(401, null, 'x'))).not.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });

  it('knows which statuses end a session', () => {
    expect([401, 403].every(isAuthFailure)).toBe(true);
    expect([200, 400, 404, 429, 500].some(isAuthFailure)).toBe(false);
  });
});

describe('isNotFound', () => {
  it('tells an unknown record from a failure worth retrying', () => {
    expect(isNotFound(new ApiError(404, { message: 'Destination not found.' }, 'x'))).toBe(true);
    expect(isNotFound(new ApiError(500, null, 'x'))).toBe(false);
    expect(isNotFound(new Error('boom'))).toBe(false);
  });
});
