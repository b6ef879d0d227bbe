import { inject } from 'vitest';

/** One shared server and the sink that catches its mail. */
export interface Lane {
  /** http://127.0.0.1:PORT */
  serverUrl: string;
  /** Where the server's SMTP sink answers GET /mails?to= (see mailBox). */
  mailReadUrl: string;
}

/**
 * What global-setup.ts starts once for the whole e2e run and hands to every test file: one Chromium,
 * and one shared server per worker (a lane), so that the files one worker runs, one after the
 * other, see a server no other file uses meanwhile.
 */
export interface SharedSetup {
  lanes: Lane[];
  /** The shared Chromium, for connectBrowser. */
  browserWsEndpoint: string;
  /** A verified admin (on ADMIN_EMAILS) that makes other accounts admins and tidies up after tests. */
  rootAdmin: { name: string; email: string; password: string };
  /** On ADMIN_EMAILS too, but nobody has signed up with it: for the test of that list. */
  listedAdminEmail: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: SharedSetup;
  }
}

/** The shared setup (only inside the e2e project, whose globalSetup provides it). */
export function shared(): SharedSetup {
  const setup = inject('e2e');
  if (!setup) throw new Error('no shared e2e setup: run the e2e project (its globalSetup starts it)');
  return setup;
}

/**
 * The lane of the worker running this file. Vitest numbers its workers 1 to maxWorkers
 * (VITEST_POOL_ID), and no two files run in the same worker at once.
 */
export function lane(): Lane {
  const { lanes } = shared();
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const found = lanes[(worker - 1) % lanes.length];
  if (!found) throw new Error('the shared e2e setup has no server');
  return found;
}
