import { parseEnv, EnvError } from '../config/env';
import { seedDemoContent } from '../db/seed';
import { seeders } from '../db/seeders';
import { openDatabaseForCli } from './open-database';

try {
  const env = parseEnv();
  const { database, close } = await openDatabaseForCli(env);
  const ran = await seedDemoContent(database.db, seeders);
  await close();
  console.log(
    ran.length ? `Demo content loaded: ${ran.join(', ')}` : 'No demo content is defined yet.',
  );
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
