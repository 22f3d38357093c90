import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { PublicReadRegistry } from '../../common/http/public-reads';
import { ContentCacheModule } from '../content-cache/content-cache.module';
import { StorageModule } from '../storage/storage.module';
import { VIDEOS_ENTITIES } from './entities';
import { SearchIndexRepository } from './search-index.repository';
import { SearchIndexService } from './search-index.service';
import { SearchStatsService } from './search-stats.service';
import { SearchRepository } from './search.repository';
import { SuggestionsService } from './suggestions.service';
import { THUMBNAIL_PATHS } from './thumbnail-files';
import { ThumbnailsController } from './thumbnails.controller';
import { VideoCatalogService } from './video-catalog.service';
import { VideoSearchService } from './video-search.service';
import { VideosController } from './videos.controller';
import { VideosRepository } from './videos.repository';

/** What other modules use (the sync, the site, the demo seeding): in the API and the workers. */
const EXPORTED: Provider[] = [VideoCatalogService, SearchIndexService];
/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [...EXPORTED, VideosRepository, SearchIndexRepository];
/**
 * Only in a process serving HTTP: the search and the suggestions, with the statistics and suggestion
 * list they hold in memory (listeners for content changes, so a worker-only process opens no listening
 * connection).
 */
const HTTP_PROVIDERS: Provider[] = [
  SearchRepository,
  SearchStatsService,
  VideoSearchService,
  SuggestionsService,
];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [VideosController, ThumbnailsController];

/**
 * The catalogue of teaching videos and its search: the public list, searched by relevance (topic
 * synonyms, scripture references, prefixes, typo tolerance), search suggestions, the search index
 * rebuilt after every change of the catalogue, the demo teachings, and every thumbnail a browser loads
 * (the sync's copies, kept by the storage module, and title cards).
 * Controllers are mounted only in a process serving HTTP.
 */
@Module({})
export class VideosModule {
  /** The routes of this module that are public reads. */
  constructor(publicReads: PublicReadRegistry) {
    publicReads.addPaths(
      /^\/api\/youtube\/videos$/,
      /^\/api\/search\/suggestions$/,
      THUMBNAIL_PATHS,
    );
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(VideosModule, options, () => ({
      module: VideosModule,
      imports: [
        TypeOrmModule.forFeature(VIDEOS_ENTITIES),
        ContentCacheModule.register(options),
        StorageModule.register(options),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...(options.http ? HTTP_PROVIDERS : [])],
      exports: EXPORTED,
    }));
  }
}
