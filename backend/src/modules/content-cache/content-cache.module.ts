import { DynamicModule, Module, Provider } from '@nestjs/common';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { ContentChangesRepository } from './content-changes.repository';
import { ContentChangesService } from './content-changes.service';
import { PublicCacheService } from './public-cache.service';

/** Announcing changes: used by both the API and the workers (a sync in a worker changes videos). */
const PROVIDERS: Provider[] = [ContentChangesRepository, ContentChangesService];
/** The response cache: only in a process serving HTTP. */
const HTTP_PROVIDERS: Provider[] = [PublicCacheService];

/**
 * What the public content features share: the announcement of a change to events, scriptures or
 * videos to every process (PostgreSQL LISTEN/NOTIFY), and the cache of their public answers that such
 * an announcement invalidates. It knows the topics, not the features: each feature module imports it.
 */
@Module({})
export class ContentCacheModule {
  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(ContentCacheModule, options, () => ({
      module: ContentCacheModule,
      providers: [...PROVIDERS, ...(options.http ? HTTP_PROVIDERS : [])],
      exports: [ContentChangesService, ...(options.http ? [PublicCacheService] : [])],
    }));
  }
}
