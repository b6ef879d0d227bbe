import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('does not repeat calls the server refused', () => {
    expect(shouldRetry(0, new ApiError(404, { message: 'No such destination.' }, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, null, ''))).toBe(false);
  });

  it('retries twice when the server or the network failed', () => {
    expect(shouldRetry(0, new ApiError(0, null, 'offline'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, null, ''))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, null, ''))).toBe(false);
    expect(shouldRetry(0, new TypeError('boom'))).toBe(true);
  });

  it('shows a failure at once while the browser is offline, instead of waiting', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(shouldRetry(0, new ApiError(0, null, 'offline'))).toBe(false);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});
