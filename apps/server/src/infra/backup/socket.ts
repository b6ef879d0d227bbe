import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/*
 * How `npm run backup` reaches a running server that has the embedded database: PGlite must never
 * be opened by two processes at once, so the server itself takes the backup and streams it over a
 * Unix socket in DATA_DIR/run/. That folder is 0700 and the socket 0600: only the account that runs
 * the server (the operator) can ask. The protocol is one line from the client (`BACKUP 1`), one line
 * back (`OK` or `ERR <sentence>`), then the backup file's bytes until the server closes.
 */

const REQUEST = 'BACKUP 1';
/** Unix socket paths are limited to about 100 bytes (sun_path). */
const MAX_SOCKET_PATH = 100;

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'run', 'backup.sock');
}

export interface BackupSocket {
  path: string;
  close(): Promise<void>;
}

/** True when a server answers on the socket. */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Listens on DATA_DIR/run/backup.sock and answers each request with a backup that `backup` writes
 * into the connection. Answers undefined, after saying why through `log`, when it cannot listen.
 */
export async function serveBackups(options: {
  dataDir: string;
  backup: (destination: Writable) => Promise<unknown>;
  log: (message: string, error?: unknown) => void;
}): Promise<BackupSocket | undefined> {
  const socketPath = backupSocketPath(options.dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    options.log(
      `DATA_DIR's path is too long for the backup socket (${socketPath}); npm run backup cannot reach this server.`,
    );
    return undefined;
  }
  const dir = path.dirname(socketPath);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  if (existsSync(socketPath)) {
    if (await answers(socketPath)) {
      options.log(`Another server answers on ${socketPath}; this one does not take backups over it.`);
      return undefined;
    }
    // Left behind by a server that stopped without closing it.
    rmSync(socketPath, { force: true });
  }
  const connections = new Set<net.Socket>();
  const server = net.createServer((connection) => {
    connections.add(connection);
    connection.once('close', () => connections.delete(connection));
    connection.on('error', () => undefined);
    let line = '';
    const onData = (chunk: Buffer) => {
      line += chunk.toString('utf8');
      const end = line.indexOf('\n');
      if (end < 0) {
        if (line.length > 100) connection.destroy();
        return;
      }
      connection.off('data', onData);
      connection.pause();
      if (line.slice(0, end).trim() !== REQUEST) {
        connection.end('ERR This server does not understand that request.\n');
        return;
      }
      connection.write('OK\n');
      options.backup(connection).catch((error: unknown) => {
        options.log('A backup requested through the socket failed', error);
        connection.destroy();
      });
    };
    connection.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const connection of connections) connection.destroy();
      });
      rmSync(socketPath, { force: true });
    },
  };
}

/**
 * Asks the server on DATA_DIR's socket for a backup and writes it into `destination`. Answers false
 * when no server listens there (then nothing is written); throws when the server refuses.
 */
export async function requestBackup(dataDir: string, destination: Writable): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return false;
  const connection = await new Promise<net.Socket | undefined>((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => resolve(socket));
    socket.once('error', () => resolve(undefined));
  });
  if (!connection) return false;
  connection.write(`${REQUEST}\n`);
  async function* afterStatus(): AsyncGenerator<Buffer> {
    let head = Buffer.alloc(0);
    let started = false;
    for await (const chunk of connection as AsyncIterable<Buffer>) {
      if (started) {
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(0x0a);
      if (end < 0) {
        if (head.length > 1000) throw new Error('The server answered something other than a backup.');
        continue;
      }
      const status = head.subarray(0, end).toString('utf8');
      if (status.startsWith('ERR ')) throw new Error(status.slice(4));
      if (status !== 'OK') throw new Error('The server answered something other than a backup.');
      started = true;
      const rest = head.subarray(end + 1);
      if (rest.length > 0) yield rest;
    }
    if (!started) throw new Error('The server closed the connection without sending a backup.');
  }
  try {
    await pipeline(Readable.from(afterStatus()), destination);
  } finally {
    connection.destroy();
  }
  return true;
}
