import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppModuleOptions } from '../../app-options';
import { ContentChangesService } from './cache/content-changes.service';
import { PublicCacheService } from './cache/public-cache.service';
import { CONTENT_ENTITIES } from './entities';
import { EventsAdminController } from './events/events-admin.controller';
import { EventsController } from './events/events.controller';
import { EventsService } from './events/events.service';
import { NewsletterController } from './newsletter/newsletter.controller';
import { NewsletterService } from './newsletter/newsletter.service';
import { ScripturesAdminController } from './scriptures/scriptures-admin.controller';
import { ScripturesController } from './scriptures/scriptures.controller';
import { ScripturesService } from './scriptures/scriptures.service';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [
  ContentChangesService,
  EventsService,
  ScripturesService,
  NewsletterService,
];
/** Services only a process serving HTTP needs (the response cache listens for changes). */
const HTTP_PROVIDERS: Provider[] = [PublicCacheService];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [
  EventsController,
  EventsAdminController,
  ScripturesController,
  ScripturesAdminController,
  NewsletterController,
];
/** Queue consumers: registered only by a process running workers. */
const PROCESSORS: Provider[] = [];

/**
 * The content module: events, scriptures, the newsletter, teaching videos and their search, the YouTube
 * sync and the demo catalogue. Controllers are mounted only in a process serving HTTP; queue processors
 * are registered only in a process running workers.
 */
@Module({})
export class ContentModule {
  static register(options: AppModuleOptions): DynamicModule {
    return {
      module: ContentModule,
      imports: [TypeOrmModule.forFeature(CONTENT_ENTITIES)],
      controllers: options.http ? CONTROLLERS : [],
      providers: [
        ...PROVIDERS,
        ...(options.http ? HTTP_PROVIDERS : []),
        ...(options.workers ? PROCESSORS : []),
      ],
      exports: PROVIDERS,
    };
  }
}
