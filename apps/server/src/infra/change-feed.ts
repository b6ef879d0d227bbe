import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';

/**
 * "Something changed" between the server processes that share one database, so that each can
 * drop what it keeps in memory. On PostgreSQL this is LISTEN/NOTIFY: a notification reaches the
 * other processes within milliseconds of the change. The embedded database serves one process
 * only, so there is nobody to tell and the feed does nothing.
 */
export interface ChangeFeed {
  /** Tells the other processes. This process's own subscribers are not called. */
  publish(): void;
  /**
   * `onChange` runs when another process publishes, and after the feed reconnects (it cannot tell
   * what it missed while it was down).
   */
  subscribe(onChange: () => void): void;
  close(): Promise<void>;
}

/** For one process alone: there is nobody to tell. */
export const noChangeFeed: ChangeFeed = {
  publish: () => undefined,
  subscribe: () => undefined,
  close: () => Promise.resolve(),
};

export interface ChangeFeedOptions {
  /** The LISTEN/NOTIFY channel: lower-case letters and underscores. */
  channel: string;
  /** Reports a lost connection or a failed publish; the feed carries on by itself. */
  log: (message: string, error?: unknown) => void;
  /** Wait before connecting again after the listening connection is lost. */
  retryMs?: number;
}

/**
 * A feed on `channel`: on PostgreSQL it holds one connection of its own (outside the pool, which
 * would hand it to other queries) that LISTENs, and publishes with NOTIFY through the pool.
 * Resolves once the first LISTEN is in place (or has failed and a retry is planned).
 */
export async function createChangeFeed(database: Database, options: ChangeFeedOptions): Promise<ChangeFeed> {
  const { url } = database;
  if (database.kind !== 'postgres' || !url) return noChangeFeed;
  const { channel, log, retryMs = 1_000 } = options;
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);

  // Our own notifications come back to us too; this tells them apart.
  const self = randomUUID();
  const subscribers: (() => void)[] = [];
  const changed = () => subscribers.forEach((onChange) => onChange());
  const publishing = new Set<Promise<void>>();
  let listening: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let connecting: Promise<void> = Promise.resolve();
  let closed = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const reconnect = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (listening === client) listening = undefined;
      client.end().catch(() => undefined);
      if (closed) return;
      log(`The "${channel}" change feed lost its connection; connecting again.`, error);
      retry = setTimeout(() => {
        connecting = connect();
      }, retryMs);
    };
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== self) changed();
    });
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      reconnect(error);
      return;
    }
    if (closed) {
      lost = true;
      await client.end().catch(() => undefined);
      return;
    }
    listening = client;
    // Changes made while nobody listened went unheard: whatever is kept may be stale.
    changed();
  };

  connecting = connect();
  await connecting;

  return {
    publish() {
      const sent = database.db.execute(sql`select pg_notify(${channel}, ${self})`).then(
        () => undefined,
        (error: unknown) => log(`Could not publish a change on "${channel}".`, error),
      );
      publishing.add(sent);
      void sent.finally(() => publishing.delete(sent));
    },
    subscribe(onChange) {
      subscribers.push(onChange);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      await Promise.all(publishing);
      await listening?.end().catch(() => undefined);
      listening = undefined;
    },
  };
}
