import { describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted((): string[] => []);
vi.mock('./toastify', () => {
  const push = (message: string) => {
    shown.push(message);
  };
  return { toast: { isActive: () => false, success: push, error: push, info: push } };
});

const { notify, subscribeToToasts, toastsWanted } = await import('./notify');

describe('notify', () => {
  it('asks for the toasts container only once the first toast is wanted, and says so once', async () => {
    expect(toastsWanted()).toBe(false);
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    notify.info('Saved');
    expect(toastsWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    notify.error('Not saved');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await vi.waitFor(() => expect(shown).toContain('Saved'));
  });
});
