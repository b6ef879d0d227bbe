import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './apps/web/message-catalogues';

/*
 * Five layers, one runner: `unit` (next to the code), `component` (the web's components in
 * happy-dom, next to each component), `api` (the built app called with inject on
 * the embedded database, or on PostgreSQL when DATABASE_URL is set), `pg` (several servers on one
 * PostgreSQL; only with DATABASE_URL) and `e2e` (the real server and Debian's Chromium). `npm test`
 * runs unit, api and e2e through scripts/test.mjs; CI runs api and pg again on PostgreSQL.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The web's catalogues, as its build makes them (apps/web/src/i18n/catalogue.ts imports them).
        plugins: [messageCatalogues()],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/contracts/messages/*.test.ts',
            // The README's and docs/'s named paths exist (scripts/docs-paths.test.ts).
            'scripts/*.test.ts',
            'apps/*/src/**/*.test.ts',
          ],
          environment: 'node',
          // Runs together with `api`, which needs as many workers (vitest runs projects with
          // different worker counts only one after the other, each given its own groupOrder).
          maxWorkers: 4,
        },
      },
      {
        plugins: [messageCatalogues()],
        test: {
          // The web's components rendered without a browser (Testing Library in happy-dom), next to
          // each component: a component's own states (an error under a field, a disabled button, an
          // empty table, a toast). e2e keeps the journeys across pages and what needs a real browser.
          name: 'component',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup-component.ts'],
          // The files of a worker share one page and its modules, as the api files do: each test is
          // unmounted and its address reset by the setup file, and a test that stubs a global
          // unstubs it. Setting up a page and React for every file took three times as long.
          isolate: false,
          // As many as `unit` and `api`, so that the three run together (see `unit`).
          maxWorkers: 4,
          // A hang guard, not a timing: a dialog test that types a dozen fields takes seconds on a
          // loaded 2-core machine running the three projects at once.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // More files than cores at once: API tests spend much of their time waiting (timeouts
          // they prove, child processes, password hashing in another thread), not computing.
          maxWorkers: 4,
          // The files of a worker share its modules: the app's code is loaded once per worker, not
          // once per file (a fifth of this project's time). Each file builds its own app and
          // database, and no test replaces a module or the environment, so nothing leaks between them.
          isolate: false,
          // Made once before the files run: a migrated database that each file copies, and the
          // demo pictures that seeding copies into a store.
          globalSetup: [
            'apps/server/test/support/database-template.ts',
            'apps/server/test/support/demo-images-setup.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Several servers on one PostgreSQL (DATABASE_URL): meaningless on the embedded database.
          name: 'pg',
          include: ['apps/server/test-pg/**/*.test.ts'],
          environment: 'node',
          // One file at a time: a test may stop and start the shared PostgreSQL server. So it runs
          // after the unit and api files that CI runs with it.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          globalSetup: ['apps/server/test/support/demo-images-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Run alone afterwards (e2e-alone).
          exclude: ['e2e/busy.test.ts'],
          environment: 'node',
          // One built server (and its mail) and one Chromium for the whole run; see the file.
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each on its own worker's server (see e2e/support/global-setup.ts).
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          // Two files share the machine: more than vitest's 1 s default for expect.poll.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'e2e-alone',
          // A crowd of browsers against the busy guard at its production limit: what it proves needs
          // the machine to itself, as a live server has it, not shared with another file's browser.
          include: ['e2e/busy.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
