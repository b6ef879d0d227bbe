import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearRecordedAnswers,
  forgetPersonalAnswers,
  offlineSince,
  recordAnswer,
  subscribeToAnswers,
} from './offline-answers';
import { personalCacheName, PAGES_CACHE, PUBLIC_API_CACHE } from './offline-rules';

afterEach(() => {
  clearRecordedAnswers();
  vi.unstubAllGlobals();
});

describe('the answers from the offline cache', () => {
  it('are remembered per address until a fresh answer comes', () => {
    const listener = vi.fn();
    const stop = subscribeToAnswers(listener);
    const stored = new Date('2026-12-24T10:15:00Z');

    recordAnswer('/api/booking?user=a%40b.de', stored);
    expect(offlineSince('/api/booking?user=a%40b.de')).toBe(stored.getTime());
    expect(offlineSince('/api/booking/b1')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);

    // The same again changes nothing on the page.
    recordAnswer('/api/booking?user=a%40b.de', new Date(stored));
    expect(listener).toHaveBeenCalledTimes(1);

    recordAnswer('/api/booking?user=a%40b.de', null);
    expect(offlineSince('/api/booking?user=a%40b.de')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('forgetPersonalAnswers', () => {
  it('deletes every personal cache and nothing else', async () => {
    const names = [PAGES_CACHE, PUBLIC_API_CACHE, personalCacheName('aa'), personalCacheName('bb')];
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => names,
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    recordAnswer('/api/booking', new Date());

    await forgetPersonalAnswers();
    expect(deleted.sort()).toEqual([personalCacheName('aa'), personalCacheName('bb')]);
    expect(offlineSince('/api/booking')).toBeNull();
  });

  it('never throws, with or without a Cache API', async () => {
    await expect(forgetPersonalAnswers()).resolves.toBeUndefined();
    vi.stubGlobal('caches', {
      keys: async () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    await expect(forgetPersonalAnswers()).resolves.toBeUndefined();
  });
});
