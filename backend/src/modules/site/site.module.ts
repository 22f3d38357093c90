import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { PublicReadRegistry } from '../../common/http/public-reads';
import { ContentCacheModule } from '../content-cache/content-cache.module';
import { EventsModule } from '../events/events.module';
import { ScripturesModule } from '../scriptures/scriptures.module';
import { SettingsModule } from '../settings/settings.module';
import { TeachingsModule } from '../teachings/teachings.module';
import { VideosModule } from '../videos/videos.module';
import { ContentSeedsRepository } from './content-seeds.repository';
import { DemoContentService } from './demo-content.service';
import { SITE_ENTITIES } from './entities';
import { SeoController } from './seo.controller';
import { SiteController } from './site.controller';
import { SiteService } from './site.service';

/** Only in a process serving HTTP: the site's details, and demo seeding at start. */
const HTTP_PROVIDERS: Provider[] = [SiteService, ContentSeedsRepository, DemoContentService];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [SiteController, SeoController];

/**
 * The site as a whole: the ministry's public details (name, video channel, address), the crawling
 * rules and sitemap (the teaching library's pages too), and the demo content a fresh install starts with (teachings, events and
 * scriptures, each seeded through its own module). Nothing of it runs in a worker-only process.
 */
@Module({})
export class SiteModule {
  /** The routes of this module that are public reads. */
  constructor(publicReads: PublicReadRegistry) {
    publicReads.addPaths(/^\/api\/site$/, /^\/robots\.txt$/, /^\/sitemap\.xml$/);
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(SiteModule, options, () => ({
      module: SiteModule,
      imports: [
        TypeOrmModule.forFeature(SITE_ENTITIES),
        ContentCacheModule.register(options),
        EventsModule.register(options),
        ScripturesModule.register(options),
        VideosModule.register(options),
        SettingsModule.register(options),
        TeachingsModule.register(options),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: options.http ? HTTP_PROVIDERS : [],
    }));
  }
}
