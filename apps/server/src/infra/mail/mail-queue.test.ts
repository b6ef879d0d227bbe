import { describe, expect, it } from 'vitest';
import { domainOf, mailJobMessageId } from './mail-queue';

describe("a mail job's Message-ID", () => {
  it("takes its domain from the sender's address, however the address is written", () => {
    expect(domainOf('Travel Guide DE <no-reply@travelguide.example>')).toBe('travelguide.example');
    expect(domainOf('no-reply@mail.example.de')).toBe('mail.example.de');
    expect(domainOf('"Reisen, Team" <team@reisen.example> ')).toBe('reisen.example');
    expect(domainOf('Travel Guide DE')).toBe('localhost');
  });

  it('is one per job', () => {
    const id = '0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f';
    expect(mailJobMessageId(id, 'travelguide.example')).toBe(`<mail-${id}@travelguide.example>`);
    expect(mailJobMessageId(id, 'travelguide.example')).not.toBe(
      mailJobMessageId('0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e70', 'travelguide.example'),
    );
  });
});
