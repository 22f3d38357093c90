import { AuditTargetNames } from '../../common/audit/audit-target-names';
import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { PublicReadRegistry } from '../../common/http/public-reads';
import { RequestBodyRules } from '../../common/http/request-body';
import { ContentCacheModule } from '../content-cache/content-cache.module';
import { SCRIPTURES_ENTITIES } from './entities';
import { ScripturesAdminController } from './scriptures-admin.controller';
import { ScripturesController } from './scriptures.controller';
import { ScripturesRepository } from './scriptures.repository';
import { ScripturesService } from './scriptures.service';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [ScripturesService];
/** Queries: the module's own, not offered to the others. */
const REPOSITORIES: Provider[] = [ScripturesRepository];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [ScripturesController, ScripturesAdminController];

/**
 * Scriptures: the weekly scripture on the home page, and the administrators' list it is chosen from.
 * Controllers are mounted only in a process serving HTTP.
 */
@Module({})
export class ScripturesModule {
  /** The routes of this module that are public reads, and those whose bodies are long text. */
  constructor(
    publicReads: PublicReadRegistry,
    bodies: RequestBodyRules,
    auditTargets: AuditTargetNames,
    scriptures: ScripturesRepository,
  ) {
    auditTargets.provide('scripture', scriptures.references());
    publicReads.addPaths(/^\/api\/scripture\/weekly$/);
    bodies.allowLongText(/^\/api\/admin\/scriptures(\/[^/]+)?$/);
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(ScripturesModule, options, () => ({
      module: ScripturesModule,
      imports: [
        TypeOrmModule.forFeature(SCRIPTURES_ENTITIES),
        ContentCacheModule.register(options),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...REPOSITORIES],
      exports: PROVIDERS,
    }));
  }
}
