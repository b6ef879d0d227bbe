import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onAuthFailure } from './api';
import { isAbortError, progressFraction, readUploadAnswer, uploadImage, uploadStep } from './upload-image';

describe('progressFraction', () => {
  it('is the share sent, or null when the size is unknown', () => {
    expect(progressFraction({ loaded: 25, total: 100 })).toBe(0.25);
    expect(progressFraction({ loaded: 120, total: 100 })).toBe(1);
    expect(progressFraction({ loaded: 10, total: 0 })).toBeNull();
  });
});

describe('uploadStep', () => {
  it('shows the percentage while sending, then an indeterminate bar while the server works', () => {
    expect(uploadStep({ loaded: 1, total: 4 })).toEqual({ label: 'Uploading image', fraction: 0.25 });
    expect(uploadStep({ loaded: 5, total: 0 })).toEqual({ label: 'Uploading image', fraction: null });
    expect(uploadStep({ loaded: 4, total: 4 })).toEqual({ label: 'Processing the image', fraction: null });
  });
});

describe('isAbortError', () => {
  it('tells a cancelled upload from a failed one', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new ApiError(0, null, 'x'))).toBe(false);
  });
});

describe('readUploadAnswer', () => {
  it('resolves the stored image’s address', () => {
    const text = JSON.stringify({ success: true, data: { url: '/media/abc.webp' } });
    expect(readUploadAnswer(201, text)).toEqual({ url: '/media/abc.webp' });
  });

  it('rejects with the server’s message and field errors', () => {
    const body = {
      message: 'The image is larger than 5 MB: choose a smaller one.',
      errors: [{ path: 'image', message: 'Must be 5 MB or smaller' }],
    };
    try {
      readUploadAnswer(413, JSON.stringify(body));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.status).toBe(413);
      expect(apiError.message).toBe(body.message);
      expect(apiError.fieldError('image')).toBe('Must be 5 MB or smaller');
    }
  });

  it('rejects a body that is not JSON, or a success without an address', () => {
    expect(() => readUploadAnswer(502, '<html>Bad gateway</html>')).toThrow('The server answered 502.');
    expect(() => readUploadAnswer(201, '{}')).toThrow(/did not say where/);
  });
});

/** Just enough of XMLHttpRequest to watch what uploadImage sends and to answer it. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void)[] =
    [];
  upload = {
    addEventListener: (_type: string, listener: (typeof this.uploadListeners)[number]) => {
      this.uploadListeners.push(listener);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  progress(loaded: number, total: number) {
    for (const l of this.uploadListeners) l({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.fire('load');
  }
  fire(type: string) {
    for (const l of this.listeners[type] ?? []) l();
  }
}

describe('uploadImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubBrowser(token: string | null) {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('localStorage', { getItem: () => token });
  }

  it('posts the file as `image` with the bearer token and reports progress', async () => {
    stubBrowser('tok-1');
    const progress: number[] = [];
    const file = new File(['pixels'], 'berlin.png', { type: 'image/png' });
    const done = uploadImage(file, { onProgress: (p) => progress.push(p.loaded / p.total) });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/images');
    expect(xhr.headers.authorization).toBe('Bearer tok-1');
    expect((xhr.body as FormData).get('image')).toBeInstanceOf(File);
    expect(((xhr.body as FormData).get('image') as File).name).toBe('berlin.png');

    xhr.progress(3, 6);
    xhr.progress(6, 6);
    xhr.respond(201, { success: true, data: { url: '/media/k.webp' } });
    await expect(done).resolves.toEqual({ url: '/media/k.webp' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('sends no authorization header when signed out, and passes the refusal on', async () => {
    stubBrowser(null);
    const done = uploadImage(new Blob(['x']));
    const xhr = FakeXhr.last!;
    expect(xhr.headers.authorization).toBeUndefined();
    xhr.respond(401, { message: 'Log in first.' });
    await expect(done).rejects.toMatchObject({ status: 401, message: 'Log in first.' });
  });

  it('signs out on a 401 or 403 to an upload sent with a token', async () => {
    stubBrowser('expired');
    const handler = vi.fn();
    const unregister = onAuthFailure(handler);
    try {
      for (const status of [401, 403]) {
        const done = uploadImage(new Blob(['x']));
        FakeXhr.last!.respond(status, { message: 'Sign in again.' });
        await expect(done).rejects.toMatchObject({ status });
      }
      expect(handler.mock.calls.map(([error]) => (error as ApiError).status)).toEqual([401, 403]);

      // The server's other refusals are the form's business, not the session's.
      const refused = uploadImage(new Blob(['x']));
      FakeXhr.last!.respond(415, { message: 'That is not an image.' });
      await expect(refused).rejects.toMatchObject({ status: 415 });
      expect(handler).toHaveBeenCalledTimes(2);
    } finally {
      unregister();
    }
  });

  it('does not sign out a visitor who sent no token', async () => {
    stubBrowser(null);
    const handler = vi.fn();
    const unregister = onAuthFailure(handler);
    const done = uploadImage(new Blob(['x']));
    FakeXhr.last!.respond(401, { message: 'Log in first.' });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    unregister();
  });

  it('reports an unreachable server as status 0', async () => {
    stubBrowser(null);
    const done = uploadImage(new Blob(['x']));
    FakeXhr.last!.fire('error');
    await expect(done).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('aborts the request when the signal does', async () => {
    stubBrowser(null);
    const controller = new AbortController();
    const done = uploadImage(new Blob(['x']), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});
