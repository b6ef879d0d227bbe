import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

/*
 * `npm run admin -- grant EMAIL` as the operator runs it: a separate process on the embedded
 * database in DATA_DIR (the command reads the same configuration as the server).
 */
let dataDir: string;

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL; // this test is about the command, on the embedded database
  try {
    const { stdout, stderr } = await run(tsx, ['apps/server/src/cli/admin.ts', ...args], {
      cwd: repoRoot,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

async function roleOf(email: string): Promise<string | undefined> {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    return row?.role;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tgde-cli-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await database.db
    .insert(users)
    .values({ id: 'operator-test-user', name: 'Olga Operator', email: 'olga@example.com' });
  await database.close();
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each call starts tsx and opens the embedded database in a process of its own: on a loaded
// 2-core machine (CI runs the api files four at a time beside other tests) that took over 30 s.
describe('npm run admin -- grant EMAIL', { timeout: 120_000 }, () => {
  it('makes an existing user an admin and says so', async () => {
    const result = await admin('grant', 'Olga@Example.com');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('is now an admin');
    expect(await roleOf('olga@example.com')).toBe('admin');

    const again = await admin('grant', 'olga@example.com');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already an admin');
  });

  it('fails with exit code 1 and a sentence for an unknown user', async () => {
    const result = await admin('grant', 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('There is no user with the e-mail address nobody@example.com');
  });

  it('explains its usage when called wrongly', async () => {
    const result = await admin('revoke', 'olga@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage: npm run admin -- grant EMAIL');
  });
});
