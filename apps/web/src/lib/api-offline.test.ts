import { germanMessages } from '@tgde/contracts/catalogues';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  errorMessage,
  OFFLINE_WRITE_SENTENCE,
  offlineWriteError,
  setClientSentences,
  UNREACHABLE_SENTENCE,
} from './api';
import { clearRecordedAnswers, offlineSince } from './offline-answers';
import { STORED_AT_HEADER } from './offline-rules';

function goOffline(offline: boolean) {
  vi.stubGlobal('navigator', { onLine: !offline });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setClientSentences((text) => text);
  clearRecordedAnswers();
});

describe('changes made offline', () => {
  it('are refused at once with a sentence that says so, never sent or kept for later', async () => {
    goOffline(true);
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    for (const call of [
      () => api.post('/booking/b1/cancel', {}),
      () => api.delete('/booking/b1'),
      () => api.put('/user/a%40b.de', { name: 'A' }),
      () => api.patch('/booking/b1', { transactionId: 't' }),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(errorMessage(error)).toBe(OFFLINE_WRITE_SENTENCE);
      // Forms that show the server's reason show it too.
      expect((error as ApiError).body?.message).toBe(OFFLINE_WRITE_SENTENCE);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('say so too when the connection drops while the change is sent', async () => {
    goOffline(false);
    vi.stubGlobal('fetch', async () => {
      goOffline(true);
      throw new TypeError('Failed to fetch');
    });
    await expect(api.delete('/booking/b1')).rejects.toMatchObject({ message: OFFLINE_WRITE_SENTENCE });
  });

  it('reads still go out while offline: the service worker may answer them from its cache', async () => {
    goOffline(true);
    const fetchMock = vi.fn(
      async () => new Response('[]', { headers: { [STORED_AT_HEADER]: '2026-12-24T10:15:00.000Z' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await api.get('/booking', { query: { user: 'a@b.de' } })).toEqual([]);
    expect(offlineSince('/api/booking?user=a%40b.de')).toBe(Date.parse('2026-12-24T10:15:00.000Z'));
  });

  it('a fresh answer clears the offline mark', async () => {
    goOffline(false);
    vi.stubGlobal(
      'fetch',
      async () => new Response('[]', { headers: { [STORED_AT_HEADER]: new Date().toISOString() } }),
    );
    await api.get('/booking');
    expect(offlineSince('/api/booking')).not.toBeNull();
    vi.stubGlobal('fetch', async () => new Response('[]'));
    await api.get('/booking');
    expect(offlineSince('/api/booking')).toBeNull();
  });
});

describe('the sentences made here', () => {
  it("come in the page's language", async () => {
    setClientSentences((text) => `[de] ${text}`);
    expect(offlineWriteError().message).toBe(`[de] ${OFFLINE_WRITE_SENTENCE}`);
    goOffline(false);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/review')).rejects.toMatchObject({
      status: 0,
      message: `[de] ${UNREACHABLE_SENTENCE}`,
    });
  });

  it('have a German text', () => {
    const german = germanMessages('web');
    expect(
      [OFFLINE_WRITE_SENTENCE, UNREACHABLE_SENTENCE].filter((text) => !Object.hasOwn(german, text)),
    ).toEqual([]);
  });
});
