import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EMBEDDED_DATABASE } from '../../database/database.tokens';
import { UsersService } from './users.service';

/**
 * Makes sure there is a first administrator: from ADMIN_USERNAME/ADMIN_PASSWORD when set; on the
 * embedded default with none set, one named "admin" with a random password printed once.
 */
@Injectable()
export class InitialAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('InitialAdmin');

  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EMBEDDED_DATABASE) private readonly embedded: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { username, password, email } = this.config.admin;
    if (username && password) {
      if (!(await this.users.findByUsername(username))) {
        try {
          await this.users.create({ username, password, email, isAdmin: true });
          this.logger.log(`Created administrator "${username}" from ADMIN_USERNAME`);
        } catch (error) {
          // Another process starting at the same moment may have created it first.
          if (!(error instanceof Error && /already exists|duplicate key/i.test(error.message)))
            throw error;
        }
      }
      return;
    }
    if ((await this.users.countAdmins()) > 0) return;
    if (!this.embedded) {
      this.logger.warn(
        'No administrator exists. Set ADMIN_USERNAME/ADMIN_PASSWORD or run `npm run admin:create`.',
      );
      return;
    }
    const generated = randomBytes(12).toString('base64url');
    await this.users.create({
      username: 'admin',
      password: generated,
      email: 'admin@localhost',
      isAdmin: true,
    });
    // Printed once, on purpose: it is the only way to learn the generated password.
    process.stdout.write(
      `\n  Created the first administrator.\n  Username: admin\n  Password: ${generated}\n  (shown only now; change it with npm run admin:create)\n\n`,
    );
  }
}
