import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const shiftedClock = path.join(root, 'e2e/support/shifted-clock.mjs');

export interface RunningServer {
  /** http://127.0.0.1:PORT */
  url: string;
  dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, then waits for the exit: a crash. */
  kill(): Promise<void>;
  /** Removes the temporary DATA_DIR (after stop or kill). */
  cleanup(): void;
}

export interface StartOptions {
  /** Extra environment (SMTP_URL, ADMIN_EMAILS, …). */
  env?: Record<string, string>;
  /** Reuse a DATA_DIR, e.g. to restart after a crash; otherwise a new temporary one. */
  dataDir?: string;
  /**
   * Listen on this port (from freePort()) instead of a new free one: for a setup that must know the
   * server's address before it starts, such as an OpenID provider with our callback address.
   */
  port?: number;
  /**
   * Runs the server's wall clock this many milliseconds ahead (shifted-clock.mjs, loaded with
   * `node --import`): a restart on the same DATA_DIR "later", for what the scheduled passes decide.
   */
  clockOffsetMs?: number;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the built server (`npm run build` first; `npm test` does) on a free port and a temporary
 * DATA_DIR, as `npm start` would run it, and resolves once it listens.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tgde-e2e-'));
  const port = options.port ?? (await freePort());
  const clock =
    options.clockOffsetMs === undefined
      ? { args: [], env: {} }
      : { args: ['--import', shiftedClock], env: { TGDE_CLOCK_OFFSET_MS: String(options.clockOffsetMs) } };
  const child = spawn(process.execPath, [...clock.args, serverMain], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in e-mails must lead back to this very server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '1000',
      // A test run shares two cores among Chromium, two servers and their pages: their event loops
      // lag by more than the production limit without being overloaded, and a 503 there would fail
      // a test for the machine's sake. The guard itself is tested in hardening-overload.test.ts.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '15000',
      ...clock.env,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // Migrating and seeding take seconds alone, but over a minute on two cores that other work
    // keeps busy (two servers and Chromium start at once in the e2e setup).
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
