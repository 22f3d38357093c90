import { AuditTargetNames } from '../../common/audit/audit-target-names';
import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { PublicReadRegistry } from '../../common/http/public-reads';
import { RequestBodyRules } from '../../common/http/request-body';
import { ContentCacheModule } from '../content-cache/content-cache.module';
import { EVENTS_ENTITIES } from './entities';
import { EventsAdminController } from './events-admin.controller';
import { EventsController } from './events.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { EventExtensions } from './event-extensions';
import { EventsImportController } from './events-import.controller';
import { EventsImportService } from './events-import.service';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [EventsService, EventExtensions];
/** The calendar file import: only the API's routes use it. */
const HTTP_PROVIDERS: Provider[] = [EventsImportService];
/** Queries: the module's own, not offered to the others. */
const REPOSITORIES: Provider[] = [EventsRepository];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [EventsController, EventsAdminController, EventsImportController];

/**
 * The ministry's events: the public list and its iCalendar feeds, and the administrators' editing.
 * Controllers are mounted only in a process serving HTTP.
 */
@Module({})
export class EventsModule {
  /** The routes of this module that are public reads, and those whose bodies are long text. */
  constructor(
    publicReads: PublicReadRegistry,
    bodies: RequestBodyRules,
    auditTargets: AuditTargetNames,
    events: EventsRepository,
  ) {
    auditTargets.provide('event', events.titles());
    publicReads.addPaths(/^\/api\/events(\.ics|\/\d+\.ics)?$/);
    bodies.allowLongText(/^\/api\/admin\/events(\/[^/]+)?$/);
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(EventsModule, options, () => ({
      module: EventsModule,
      imports: [TypeOrmModule.forFeature(EVENTS_ENTITIES), ContentCacheModule.register(options)],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...HTTP_PROVIDERS, ...REPOSITORIES],
      exports: PROVIDERS,
    }));
  }
}
