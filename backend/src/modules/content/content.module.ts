import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { ContentChangesService } from './cache/content-changes.service';
import { CONTENT_QUEUE } from './content.constants';
import { PublicCacheService } from './cache/public-cache.service';
import { DemoContentService } from './demo/demo-content.service';
import { CONTENT_ENTITIES } from './entities';
import { EventsAdminController } from './events/events-admin.controller';
import { EventsController } from './events/events.controller';
import { EventsService } from './events/events.service';
import { NewsletterController } from './newsletter/newsletter.controller';
import { NewsletterService } from './newsletter/newsletter.service';
import { ScripturesAdminController } from './scriptures/scriptures-admin.controller';
import { ScripturesController } from './scriptures/scriptures.controller';
import { ScripturesService } from './scriptures/scriptures.service';
import { MediaController } from './seo/media.controller';
import { SeoController } from './seo/seo.controller';
import { SiteController } from './site/site.controller';
import { SiteService } from './site/site.service';
import { SearchIndexService } from './videos/search-index.service';
import { SearchStatsService } from './videos/search-stats.service';
import { SuggestionsService } from './videos/suggestions.service';
import { VideoSearchService } from './videos/video-search.service';
import { VideosController } from './videos/videos.controller';
import { YoutubeAdminController } from './youtube/youtube-admin.controller';
import { ContentProcessor } from './youtube/youtube-sync.processor';
import { YoutubeSyncScheduler } from './youtube/youtube-sync.scheduler';
import { YoutubeSyncService } from './youtube/youtube-sync.service';
import { RequestBodyRules } from '../../common/http/request-body';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [
  ContentChangesService,
  EventsService,
  ScripturesService,
  NewsletterService,
  SearchIndexService,
  YoutubeSyncService,
];
/**
 * Only in a process serving HTTP: the response cache and the search's in-memory statistics (the only
 * listeners for content changes, so a worker-only process opens no listening connection), demo seeding
 * and sync scheduling at start.
 */
const HTTP_PROVIDERS: Provider[] = [
  PublicCacheService,
  SearchStatsService,
  VideoSearchService,
  SuggestionsService,
  SiteService,
  DemoContentService,
  YoutubeSyncScheduler,
];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [
  EventsController,
  EventsAdminController,
  ScripturesController,
  ScripturesAdminController,
  NewsletterController,
  VideosController,
  MediaController,
  SeoController,
  SiteController,
  YoutubeAdminController,
];
/** Queue consumers: registered only by a process running workers. */
const PROCESSORS: Provider[] = [ContentProcessor];

/**
 * The content module: events, scriptures, the newsletter, teaching videos and their search, the YouTube
 * sync and the demo catalogue. Controllers are mounted only in a process serving HTTP; queue processors
 * are registered only in a process running workers.
 */
@Module({})
export class ContentModule {
  /** The routes of this module whose bodies are not small JSON (see RequestBodyRules). */
  constructor(bodies: RequestBodyRules) {
    bodies.allowLongText(/^\/api\/admin\/(events|scriptures)(\/[^/]+)?$/);
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(ContentModule, options, () => ({
      module: ContentModule,
      imports: [
        TypeOrmModule.forFeature(CONTENT_ENTITIES),
        BullModule.registerQueue({ name: CONTENT_QUEUE }),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: [
        ...PROVIDERS,
        ...(options.http ? HTTP_PROVIDERS : []),
        ...(options.workers ? PROCESSORS : []),
      ],
      exports: PROVIDERS,
    }));
  }
}
