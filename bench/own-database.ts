import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One statement on a PostgreSQL server's default database. */
async function onServer(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` with the address of a new database (`tgde_bench_<part>_…`) on the server `serverUrl`
 * names, then drops it, so that a bench part never measures or leaves data in another's database.
 */
export async function withOwnDatabase(
  serverUrl: string,
  part: string,
  work: (url: string) => Promise<void>,
): Promise<void> {
  const name = `tgde_bench_${part}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await work(url.toString());
  } finally {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
