import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { commandLineActor } from '../domain/audit-details';
import { promoteToAdmin } from '../features/users/service';
import { runCommand } from './run-command';

/*
 * The operator's command for roles: `npm run admin -- grant EMAIL` makes an existing user an admin.
 * It opens the same database as the server (DATA_DIR or DATABASE_URL) and applies any pending
 * migrations first, so it also works on a database the server has never started on.
 *
 * With the embedded database, stop the server first: PGlite allows one process per data folder.
 *
 * The promotion goes into the audit trail like one made on the dashboard, as done by "command line":
 * whoever runs this holds the server's database settings rather than an account, so there is no
 * user to name (the entry's actor id stays empty).
 */

const USAGE = 'Usage: npm run admin -- grant EMAIL';

async function grant(email: string): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const modified = await promoteToAdmin(database.db, email, commandLineActor);
    if (modified === null) {
      console.error(`There is no user with the e-mail address ${email}. They must sign up first.`);
      return 1;
    }
    if (modified === 'blocked') {
      console.error(`${email} is blocked. Unblock them on the dashboard's Users page first.`);
      return 1;
    }
    console.log(
      modified === 1 ? `${email} is now an admin.` : `${email} was already an admin; nothing changed.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args;
  if (command !== 'grant' || !email || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  return grant(email.trim());
}

runCommand(main);
