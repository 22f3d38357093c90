/* npm run admin:create -- --username NAME --password SECRET [--email ADDRESS]: creates an Administrator,
   or makes an existing user an active Administrator with the new password (the recovery path). */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config/app-config';
import { createDataSource } from '../../../database/data-source';
import { runMigrations } from '../../../database/migrate';
import { resolveDatabase } from '../../../database/resolve-database';
import { hashPassword } from '../password';
import { UsersRepository } from '../users.repository';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
    },
  });
  const { username, password, email } = values;
  if (!username || !password)
    throw new Error(
      'Usage: npm run admin:create -- --username NAME --password SECRET [--email ADDRESS]',
    );
  if (password.length < 8) throw new Error('The password must be at least 8 characters');

  const database = await resolveDatabase(loadConfig());
  const dataSource = createDataSource(database.url);
  try {
    await runMigrations(database.url);
    await dataSource.initialize();
    const users = new UsersRepository(dataSource);
    const existing = await users.findByUsername(username);
    const hashed = await hashPassword(password);
    if (existing) {
      await users.update(existing.id, {
        password: hashed,
        role: 'administrator',
        deactivatedAt: null,
        ...(email ? { email: email.toLowerCase() } : {}),
      });
      console.log(`Updated "${username}": an active Administrator with the new password`);
    } else {
      await users.insert({
        username,
        password: hashed,
        email: email?.toLowerCase() ?? null,
        firstName: null,
        lastName: null,
        role: 'administrator',
      });
      console.log(`Created Administrator "${username}"`);
    }
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
