import { parseArgs } from 'node:util';
import { ADMIN_ROLES, type AdminRole } from '@trip/shared/auth/constants';
import { EnvError, parseEnv } from '../config/env';
import { AdminAccountError, checkAdminAccount, upsertAdmin } from '../modules/auth/auth.service';
import { openDatabaseForCli } from './open-database';

const usage = `Usage: npm run admin:create -- --email E --password P [--name N] [--role super_admin|admin]

Creates the admin, or updates the one with that e-mail (a new password ends its sessions).
Without --password, ADMIN_PASSWORD from the environment is used, which keeps the password
out of the shell history.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n\n${usage}`);
}

if (args.help) {
  console.log(usage);
  process.exit(0);
}
const password = args.password ?? process.env.ADMIN_PASSWORD;
if (!args.email || !password) fail(usage);
if (args.role !== undefined && !(ADMIN_ROLES as readonly string[]).includes(args.role)) {
  fail(`--role must be one of: ${ADMIN_ROLES.join(', ')}`);
}

const account = {
  email: args.email,
  password,
  name: args.name,
  role: args.role as AdminRole | undefined,
};

try {
  // Refuse a weak password before touching the database.
  checkAdminAccount(account);
  const env = parseEnv();
  const { database, close } = await openDatabaseForCli(env);
  try {
    const { admin, outcome } = await upsertAdmin(database.db, account);
    console.log(
      outcome === 'unchanged'
        ? `Admin ${admin.email} already exists with these details.`
        : `Admin ${admin.email} ${outcome} (role ${admin.role}).`,
    );
  } finally {
    await close();
  }
} catch (error) {
  if (error instanceof AdminAccountError) fail(error.problems.join('\n'));
  fail(error instanceof EnvError ? error.message : String(error));
}
