import { AuditTargetNames } from '../../common/audit/audit-target-names';
import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { AuthModule } from '../auth/auth.module';
import { AdminCounselingController } from './admin-counseling.controller';
import { CounselingController } from './counseling.controller';
import { CounselingRepository } from './counseling.repository';
import { CounselingService } from './counseling.service';
import { COUNSELING_ENTITIES } from './entities';
import { RequestBodyRules } from '../../common/http/request-body';
import { SettingsModule } from '../settings/settings.module';
import { CounselingRetention } from './counseling.retention';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [CounselingService];
/** Queries: the module's own, not offered to the others. */
const REPOSITORIES: Provider[] = [CounselingRepository];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [CounselingController, AdminCounselingController];
/** Queue consumers and housekeeping: registered only by a process running workers. */
const PROCESSORS: Provider[] = [CounselingRetention];

/**
 * The counseling module. Controllers are mounted only in a process serving HTTP; queue processors are
 * registered only in a process running workers.
 */
@Module({})
export class CounselingModule {
  /** The routes of this module whose bodies are not small JSON (see RequestBodyRules). */
  constructor(
    bodies: RequestBodyRules,
    auditTargets: AuditTargetNames,
    counseling: CounselingRepository,
  ) {
    auditTargets.provide('counseling_request', counseling.requesterNames());
    bodies.allowLongText(/^\/api\/counseling$/, /^\/api\/admin\/counseling\/[^/]+\/responses$/);
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(CounselingModule, options, () => ({
      module: CounselingModule,
      // SettingsModule: the retention period.
      imports: [
        TypeOrmModule.forFeature(COUNSELING_ENTITIES),
        AuthModule,
        SettingsModule.register(options),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...REPOSITORIES, ...(options.workers ? PROCESSORS : [])],
      exports: PROVIDERS,
    }));
  }
}
