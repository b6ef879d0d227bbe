import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_REFUSAL, loadConfig } from '../src/config';
import { productionEnv } from './support/operator-env';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp } from './support/test-app';

/*
 * NODE_ENV=production fails closed: a server missing a setting it needs there refuses to start, with
 * one sentence for each, instead of running on a laptop's fallbacks. `npm start` (no NODE_ENV)
 * demands nothing.
 */
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tgde-production-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const complete = () => productionEnv(dataDir);

/** The sentences of a refusal, one per problem. */
function refusal(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe(CONFIG_REFUSAL);
    return lines.slice(1).map((line) => line.replace(/^ {2}- /, ''));
  }
  throw new Error('loadConfig started without refusing');
}

const SETTINGS = [
  'AUTH_SECRET',
  'SMTP_URL',
  'PUBLIC_URL',
  'OPERATOR_NAME',
  'OPERATOR_ADDRESS',
  'OPERATOR_EMAIL',
  'OPERATOR_PHONE',
  'OPERATOR_VAT_ID',
  'OPERATOR_REPRESENTATIVE',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

describe('a production server', () => {
  it('starts with every setting, using the operator and Stripe it was given', () => {
    const config = loadConfig(complete());
    expect(config.production).toBe(true);
    expect(config.operator).toEqual({
      name: 'Reisen am Rhein GmbH',
      address: 'Rheinufer 7, 50667 Köln, Germany',
      email: 'office@reisen-am-rhein.example',
      phone: '+49 221 555000',
      vatId: 'DE812345678',
      representative: 'Jana Rhein',
      register: 'Amtsgericht Köln HRB 98765',
    });
    expect(config.stripe?.secretKey).toBe('sk_live_example');
    expect(config.paymentsTestOnPurpose).toBe(false);
  });

  it.each(SETTINGS)('refuses to start without %s, in one sentence that names it', (name) => {
    const env: Record<string, string | undefined> = { ...complete(), [name]: undefined };
    const sentences = refusal(env);
    expect(sentences).toHaveLength(1);
    expect(sentences[0]).toMatch(new RegExp(`^${name} is required when NODE_ENV=production: .+\\.$`));
    // An empty value is no value.
    expect(refusal({ ...complete(), [name]: '' })).toEqual(sentences);
  });

  it('says why it needs SMTP_URL', () => {
    expect(refusal({ ...complete(), SMTP_URL: undefined })).toEqual([
      'SMTP_URL is required when NODE_ENV=production: without it mail would only be written to the outbox folder.',
    ]);
  });

  it('tells how to run without Stripe on purpose', () => {
    const [sentence] = refusal({ ...complete(), STRIPE_SECRET_KEY: undefined });
    expect(sentence).toContain('set PAYMENTS=test');
  });

  it('refuses an http PUBLIC_URL', () => {
    expect(refusal({ ...complete(), PUBLIC_URL: 'http://tours.example.com' })).toEqual([
      'PUBLIC_URL must be an https:// address when NODE_ENV=production (it is http://tours.example.com): sessions and the tokens in mailed links must not cross the network unencrypted.',
    ]);
  });

  it('lists everything that is missing at once', () => {
    const sentences = refusal({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(sentences.map((s) => s.split(' ')[0])).toEqual([...SETTINGS]);
  });

  it('names a bad value, an http PUBLIC_URL and a missing setting in one refusal', () => {
    const sentences = refusal({
      ...complete(),
      AUTH_SECRET: 'too-short',
      PUBLIC_URL: 'http://tours.example.com',
      OPERATOR_EMAIL: 'not an address',
      SMTP_URL: undefined,
      S3_BUCKET: 'photos',
    });
    expect(sentences.map((s) => /^[A-Z0-9_]+/.exec(s)?.[0])).toEqual([
      'AUTH_SECRET',
      'OPERATOR_EMAIL',
      'S3_BUCKET',
      'SMTP_URL',
      'PUBLIC_URL',
    ]);
    expect(sentences[0]).toContain('openssl rand -base64 32');
    expect(sentences[4]).toContain('https://');
  });

  it('does not need OPERATOR_REGISTER (a sole trader has none)', () => {
    expect(loadConfig({ ...complete(), OPERATOR_REGISTER: undefined }).operator.register).toBeNull();
  });

  it('starts without Stripe keys when PAYMENTS=test asks for the test-mode processor', () => {
    const config = loadConfig({
      ...complete(),
      PAYMENTS: 'test',
      STRIPE_SECRET_KEY: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
    });
    expect(config.stripe).toBeUndefined();
    expect(config.paymentsTestOnPurpose).toBe(true);
  });
});

describe('a server without NODE_ENV=production', () => {
  it('demands nothing (npm start)', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.production).toBe(false);
    expect(config.stripe).toBeUndefined();
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    // The demo company, with a representative and a register entry of its own.
    expect(config.operator).toMatchObject({
      name: 'Travel Guide DE Demo GmbH',
      representative: expect.any(String),
      register: expect.stringMatching(/^Amtsgericht /),
    });
  });

  it('refuses an AUTH_SECRET of one character repeated, saying how to make a good one', () => {
    for (const secret of ['a'.repeat(40), '0'.repeat(64), 'ä'.repeat(32)]) {
      expect(refusal({ DATA_DIR: dataDir, AUTH_SECRET: secret })).toEqual([
        'AUTH_SECRET is one character repeated, which anyone could guess: make a random one with `openssl rand -base64 32` and give every instance the same one.',
      ]);
    }
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: `${'a'.repeat(39)}b` }).authSecret).toHaveLength(40);
  });

  it('turns requests away at a second of event-loop lag unless OVERLOAD_EVENT_LOOP_DELAY_MS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).overloadEventLoopDelayMs).toBe(1000);
    const raised = loadConfig({ DATA_DIR: dataDir, OVERLOAD_EVENT_LOOP_DELAY_MS: '15000' });
    expect(raised.overloadEventLoopDelayMs).toBe(15000);
    expect(() => loadConfig({ DATA_DIR: dataDir, OVERLOAD_EVENT_LOOP_DELAY_MS: '5' })).toThrow(
      /OVERLOAD_EVENT_LOOP_DELAY_MS/,
    );
  });
});

// A new Node process that compiles the server's source: many seconds on a busy machine.
describe('the server process', { timeout: 120_000 }, () => {
  it('exits with status 1 and the sentences on stderr when started with NODE_ENV=production alone', async () => {
    const repoRoot = path.resolve(import.meta.dirname, '../../..');
    const cwd = mkdtempSync(path.join(tmpdir(), 'tgde-production-start-'));
    // The server's own source, as `npm run dev` runs it: this needs no build, and the refusal is
    // config.ts's, the same code that the built server bundles.
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'apps/server/src/main.ts')],
      {
        cwd,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    rmSync(cwd, { recursive: true, force: true });

    expect(code, stdout + stderr).toBe(1);
    expect(stderr).toContain(CONFIG_REFUSAL);
    for (const name of SETTINGS) expect(stderr).toContain(`${name} is required when NODE_ENV=production:`);
    expect(stdout).not.toContain('is running at');
  });
});

describe('every page in test mode', () => {
  const NOTICE = 'no real payments are taken. Pay with the test card 4242 4242 4242 4242.';
  const shell =
    '<!doctype html><html><head><title>Travel Guide DE</title></head><body>\n    <div id="root"><nav>static</nav></div></body></html>';
  let webDist: string;
  beforeAll(() => {
    webDist = path.join(dataDir, 'web');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), shell);
  });

  it('says so above the app when production runs PAYMENTS=test', async () => {
    const t = await buildTestApp({
      env: {
        ...complete(),
        PAYMENTS: 'test',
        STRIPE_SECRET_KEY: undefined,
        STRIPE_PUBLISHABLE_KEY: undefined,
        STRIPE_WEBHOOK_SECRET: undefined,
      },
      deps: { webDist, mailer: new RecordingMailer() },
    });
    try {
      for (const url of ['/', '/destination', '/login', '/dashboard/booking', '/no/such/page']) {
        const page = await t.app.inject({ url });
        expect(page.headers['content-type'], url).toContain('text/html');
        const notice =
          /<section aria-label="Test mode"[^>]*><p><strong>Test mode:<\/strong> (.*?)<\/p><\/section>/.exec(
            page.body,
          );
        expect(notice?.[1], url).toBe(NOTICE);
        // Outside #root, which React renders and hydrates.
        expect(page.body.indexOf(notice?.[0] ?? ''), url).toBeLessThan(page.body.indexOf('<div id="root">'));
      }
    } finally {
      await t.close();
    }
  });

  it('is not shown by a server that is not in production', async () => {
    const t = await buildTestApp({ deps: { webDist } });
    try {
      const page = await t.app.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('Test mode');
    } finally {
      await t.close();
    }
  });
});
