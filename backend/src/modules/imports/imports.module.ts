import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { AuditTargetNames } from '../../common/audit/audit-target-names';
import { CommunityModule } from '../community/community.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { IMPORTS_ENTITIES } from './entities';
import { ImportsController } from './imports.controller';
import { IMPORTS_QUEUE } from './imports.constants';
import { ImportsProcessor } from './imports.processor';
import { ImportsRetention } from './imports.retention';
import { ImportsRepository } from './imports.repository';
import { ImportsService } from './imports.service';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [ImportsService];
/** Queries: the module's own, not offered to the others. */
const REPOSITORIES: Provider[] = [ImportsRepository];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [ImportsController];
/** Queue consumers and housekeeping: registered only by a process running workers. */
const PROCESSORS: Provider[] = [ImportsProcessor, ImportsRetention];

/**
 * Imports of people from a file (docs/imports.md): upload, mapping, preview, a queued run, its
 * report, undo. It writes community members through its own repository, as an import writes them
 * (in batches, in one transaction), not through the community module's sign-up.
 */
@Module({})
export class ImportsModule {
  constructor(auditTargets: AuditTargetNames, imports: ImportsRepository) {
    auditTargets.provide('import', imports.fileNames());
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(ImportsModule, options, () => ({
      module: ImportsModule,
      imports: [
        TypeOrmModule.forFeature(IMPORTS_ENTITIES),
        // The members an import writes, validated as the sign-up form validates them.
        CommunityModule.register(options),
        // The subscribers an import writes, validated as the 'Stay Connected' form validates them.
        NewsletterModule.register(options),
        BullModule.registerQueue({ name: IMPORTS_QUEUE }),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...REPOSITORIES, ...(options.workers ? PROCESSORS : [])],
      exports: PROVIDERS,
    }));
  }
}
