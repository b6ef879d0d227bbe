import { describe, expect, it } from 'vitest';
import { redactLogLine, redactText, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/api/destination', '/api/destination'],
    ['/api/auth/verify-email?token=eyJhbGciOi.abc', '/api/auth/verify-email?token='],
    [
      '/api/auth/callback/google?code=4/0Ab&state=xyz&iss=https%3A%2F%2Faccounts.google.com',
      '/api/auth/callback/google?code=&state=&iss=',
    ],
    ['/reset-password?token=abc123&callbackURL=%2Flogin', '/reset-password?token=&callbackURL='],
    ['/api/booking?user=lena%40example.com', '/api/booking?user='],
    ['/api/user/lena@example.com', '/api/user/[email]'],
    ['/api/user/lena%40example.com', '/api/user/[email]'],
    ['/api/user/Lena.Weber+trips@mail.example.travel/extra', '/api/user/[email]/extra'],
    [
      '/api/auth/reset-password/Tok3nValue?callbackURL=%2Freset',
      '/api/auth/reset-password/[token]?callbackURL=',
    ],
    [
      '/api/booking/0b9c0a5e-8a3f-4c55-9a39-7c1f6f0f7d3e',
      '/api/booking/0b9c0a5e-8a3f-4c55-9a39-7c1f6f0f7d3e',
    ],
    ['/search?secretvalue', '/search?'],
    ['/api/x?lena@example.com=1', '/api/x?[email]='],
    ['/bad%E0%A4%A?x=1', '/bad%E0%A4%A?x='],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('redactText', () => {
  it('masks addresses and the values in query strings, leaving the rest', () => {
    expect(redactText('Could not send the booking e-mail to Lena.Weber@example.com')).toBe(
      'Could not send the booking e-mail to [email]',
    );
    expect(
      redactText('Mail to a@b.de ("Verify")\n  http://localhost:3000/verify-email?token=abc.def&x=1'),
    ).toBe('Mail to [email] ("Verify")\n  http://localhost:3000/verify-email?token=&x=');
    expect(redactText('node_modules/@fastify/compress/index.js:12 fastify@5.1.0')).toBe(
      'node_modules/@fastify/compress/index.js:12 fastify@5.1.0',
    );
  });

  it('leaves long lines that only start addresses or query values as they are', () => {
    // How long such lines take is measured by `BENCH_ONLY=logs npm run bench` (bench/log-redaction.ts).
    const lines = [
      `${'a'.repeat(20_000)}&${'b'.repeat(20_000)}`,
      `-@A${'.-.-.-.-.4.4'.repeat(2_000)}`,
      `&${'a'.repeat(99)}`.repeat(200),
      'a@'.repeat(10_000),
    ];
    for (const line of lines) expect(redactText(line)).toBe(line);
    expect(redactText(`${'x'.repeat(20_000)} ?q=${'v'.repeat(20_000)} ann@example.com`)).toBe(
      `${'x'.repeat(20_000)} ?q= [email]`,
    );
  });
});

describe('redactLogLine', () => {
  it('cleans every string of a JSON line and keeps it JSON', () => {
    const line = `${JSON.stringify({
      level: 50,
      msg: 'Could not send the receipt e-mail to\nann@example.com',
      err: { message: '550 <ann@example.com>: no such user', stack: 'Error: "quoted" ?token=abc\\' },
      req: { url: '/api/user/ann@example.com' },
    })}\n`;
    const cleaned = redactLogLine(line);
    expect(cleaned.endsWith('}\n')).toBe(true);
    expect(JSON.parse(cleaned)).toEqual({
      level: 50,
      msg: 'Could not send the receipt e-mail to\n[email]',
      err: { message: '550 <[email]>: no such user', stack: 'Error: "quoted" ?token=\\' },
      req: { url: '/api/user/[email]' },
    });
  });

  it('cleans a line that is not JSON as text', () => {
    expect(redactLogLine('plain ann@example.com\n')).toBe('plain [email]\n');
  });
});
