import { afterEach, describe, expect, it } from 'vitest';
import { originMessage } from '../src/auth/mount';
import { loadConfig } from '../src/config';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * A server started without PUBLIC_URL is opened at whichever loopback name its operator types or
 * the terminal shows: sign-up and sign-in work from each. Once PUBLIC_URL is set, only its origin
 * is ours, and a refused origin is told in a sentence what to open and what to set.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function signUp(app: TestApp['app'], origin: string, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { 'content-type': 'application/json', origin },
    payload: JSON.stringify({ name: 'Lena Local', email, password: 'secret-pass' }),
  });
}

describe('the origins a server accepts', () => {
  it('without PUBLIC_URL: every loopback name on its port', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/tgde-unused', PORT: '4100' });
    expect(config.publicUrlSet).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.ownOrigins).toEqual([
      'http://localhost:4100',
      'http://127.0.0.1:4100',
      'http://[::1]:4100',
    ]);
  });

  it('with PUBLIC_URL: its origin alone', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/tgde-unused', PUBLIC_URL: 'https://tours.example.com/' });
    expect(config.publicUrlSet).toBe(true);
    expect(config.ownOrigins).toEqual(['https://tours.example.com']);
  });
});

describe('signing up from the address the terminal printed', () => {
  it('works from 127.0.0.1 and from localhost while PUBLIC_URL is unset', async () => {
    t = await buildTestApp({
      env: { PUBLIC_URL: undefined, PORT: '3000' },
      deps: { mailer: new RecordingMailer() },
    });
    expect((await signUp(t.app, 'http://127.0.0.1:3000', 'lena@example.com')).statusCode).toBe(200);
    expect((await signUp(t.app, 'http://localhost:3000', 'lina@example.com')).statusCode).toBe(200);
    expect((await signUp(t.app, 'http://evil.example:3000', 'eve@example.com')).statusCode).toBe(403);
  });

  it('refuses another origin with a sentence that says where to go and what to set', async () => {
    t = await buildTestApp({ deps: { mailer: new RecordingMailer() } });
    const res = await signUp(t.app, 'http://127.0.0.1:3000', 'lena@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: originMessage('http://localhost:3000') });
    expect(res.json<{ message: string }>().message).toContain('PUBLIC_URL');
  });
});
