import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

/** What the API tests copy their databases from (see test-db.ts). */
export type DatabaseTemplate =
  { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string } | { kind: 'none' };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * vitest globalSetup of the API tests: migrates one database before any test file runs, so that
 * each file copies it instead of creating and migrating its own. An empty PGlite cluster costs
 * seconds to create; loading a dump of a migrated one costs well under one. On PostgreSQL the
 * copy is `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `tgde_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
    await database.migrate();
    // A template must have no open connections while it is copied.
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', name });
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dump?.();
  await database.close();
  if (!dump) {
    project.provide('databaseTemplate', { kind: 'none' });
    return async () => undefined;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'tgde-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', file });
  return async () => rmSync(dir, { recursive: true, force: true });
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server's maintenance connection (CREATE/DROP DATABASE need their own). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
