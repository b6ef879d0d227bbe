import './zod-csp';
import { contactFormSchema } from '@tgde/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from 'zod';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('zod under our CSP', () => {
  it('adopts the jitless setting seeded before zod loaded', () => {
    expect(config().jitless).toBe(true);
  });

  it('still validates the contact form without compiling code', () => {
    const compile = vi.spyOn(globalThis, 'Function');
    expect(contactFormSchema.safeParse({ senderEmail: 'a@b.de', subject: 'Hi', body: 'Hello' }).success).toBe(
      true,
    );
    expect(contactFormSchema.safeParse({ senderEmail: '', subject: '', body: '' }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });
});
