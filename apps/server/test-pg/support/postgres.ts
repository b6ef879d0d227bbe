import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { databaseUrl } from '../../test/support/database-template';

/** The PostgreSQL server these tests need (DATABASE_URL); they cannot mean anything without it. */
export function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'These tests need a PostgreSQL server: scripts/with-postgres.sh npx vitest run --project pg',
    );
  }
  return url;
}

/** The built server (`npm run build`), for tests that run it as a process. */
export function builtServerMain(): string {
  const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');
  if (!existsSync(main)) throw new Error('Build the product first: npm run build');
  return main;
}

/** One query on its own connection: to the server's default database, or to `database`. */
export async function adminQuery<T extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
  database?: string,
) {
  const url = new URL(postgresUrl());
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query<T>(text, values);
  } finally {
    await client.end();
  }
}

/** Creates an empty database named `name` on the server, and answers its postgres://… address. */
export async function createDatabase(name: string): Promise<string> {
  await adminQuery(`create database ${name}`);
  return databaseUrl(postgresUrl(), name);
}
