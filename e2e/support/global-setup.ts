import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import { verifiedUser } from './accounts';
import { launchBrowserServer } from './browser';
import { startMailSink, type MailSink } from './mail';
import { startServer, type RunningServer } from './server';
import type { Lane, SharedSetup } from './shared';

/*
 * The e2e project's globalSetup: once per run, Chromium and, for each worker the project may run
 * at once (its maxWorkers), a built server (migrated and seeded once) with its SMTP sink. Test
 * files that need no server of their own use their worker's (see fixtures.ts). Starting a server
 * takes longer than most files' tests, so it is done once per worker.
 */

const rootAdmin = { name: 'Root Admin', email: 'root.admin@example.com', password: 'secret-pass-1' };
const listedAdminEmail = 'listed.admin@example.com';

interface Started {
  sink: MailSink;
  server?: RunningServer;
}

/** One lane: a sink, a server that sends it its mail, and the server's root admin. */
async function startLane(started: Started[]): Promise<Lane> {
  const mail = await startMailSink();
  const entry: Started = { sink: mail };
  started.push(entry);
  const server = await startServer({
    env: {
      SMTP_URL: mail.url,
      ADMIN_EMAILS: [rootAdmin.email, listedAdminEmail].join(','),
      // Every file's sign-ins, contact messages and uploads come from 127.0.0.1: no limit may
      // count one file's requests against the next. The contact form's limit is tested on a
      // server of its own (public-contact-limit.test.ts).
      AUTH_RATE_LIMIT_MAX: '100000',
      CONTACT_RATE_LIMIT: '100000',
      UPLOAD_RATE_LIMIT: '100000',
      REVIEW_RATE_LIMIT: '100000',
    },
  });
  entry.server = server;
  await verifiedUser({ server: () => server, mail: () => mail }, rootAdmin);
  return { serverUrl: server.url, mailReadUrl: mail.readUrl };
}

/** How many files of the project vitest runs at once, worked out as vitest does. */
function workers(project: TestProject): number {
  const cpus = availableParallelism();
  return project.config.maxWorkers || project.vitest.config.maxWorkers || Math.max(cpus - 1, 1);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Chromium starts while the servers migrate and seed.
  const launching = launchBrowserServer();
  const started: Started[] = [];
  const teardown = async () => {
    await (await launching.catch(() => undefined))?.close();
    await Promise.all(
      started.map(async ({ sink, server }) => {
        await server?.stop();
        server?.cleanup();
        await sink.close();
      }),
    );
  };
  try {
    const lanes = await Promise.all(Array.from({ length: workers(project) }, () => startLane(started)));
    const provided: SharedSetup = {
      lanes,
      browserWsEndpoint: (await launching).wsEndpoint(),
      rootAdmin,
      listedAdminEmail,
    };
    project.provide('e2e', provided);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
