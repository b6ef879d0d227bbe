import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { adminQuery, databaseUrl } from './database-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (CI runs the API tests both ways). Each is a copy of
 * the migrated template that database-template.ts made once for the run; without one (a file run
 * outside the api project) it is created and migrated here. Closing it drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate') ?? { kind: 'none' };
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    if (template.kind === 'pglite') {
      return openDatabase({ startFrom: new Blob([readFileSync(template.file)]) });
    }
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `tgde_test_${randomBytes(6).toString('hex')}`;
  if (template.kind === 'postgres') await createFromTemplate(serverUrl, name, template.name);
  else await adminQuery(serverUrl, `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  if (template.kind !== 'postgres') await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * `CREATE DATABASE … TEMPLATE` refuses while another session is connected to the template, which
 * includes another file's copy being made at that moment: try again a few times.
 */
async function createFromTemplate(serverUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(serverUrl, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
