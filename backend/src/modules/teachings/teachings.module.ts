import { DynamicModule, Inject, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { AuditTargetNames, numericIds } from '../../common/audit/audit-target-names';
import { PageData } from '../../common/http/page-data';
import { PageSettings } from '../../common/http/page-settings';
import { MessageCatalogues } from '../../common/i18n/catalogues';
import { PublicReadRegistry } from '../../common/http/public-reads';
import { RequestBodyRules } from '../../common/http/request-body';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { registerTeachingPages } from './teaching-pages';
import { ContentCacheModule } from '../content-cache/content-cache.module';
import { SettingsModule } from '../settings/settings.module';
import { StorageModule } from '../storage/storage.module';
import { VideosModule } from '../videos/videos.module';
import { TEACHINGS_ENTITIES } from './entities';
import {
  TeachingSeriesAdminController,
  TeachingSpeakersAdminController,
  TeachingSuggestionsAdminController,
  TeachingsAdminController,
} from './teachings-admin.controller';
import { TeachingsController } from './teachings.controller';
import { TeachingsRepository } from './teachings.repository';
import { TeachingsService } from './teachings.service';

/** Services, used by both the API and the workers (the worker's sync creates teachings). */
const PROVIDERS: Provider[] = [TeachingsRepository, TeachingsService];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [
  TeachingsController,
  TeachingsAdminController,
  TeachingSeriesAdminController,
  TeachingSpeakersAdminController,
  TeachingSuggestionsAdminController,
];

/**
 * The teaching library, built on the video catalogue: a teaching per video with a stable address,
 * series and speakers, staff's overrides, and the public reads the `/teachings` pages are rendered
 * from (docs/architecture.md, "Teachings").
 */
@Module({})
export class TeachingsModule {
  constructor(
    publicReads: PublicReadRegistry,
    names: AuditTargetNames,
    teachings: TeachingsService,
    pages: PageData,
    settings: PageSettings,
    bodies: RequestBodyRules,
    @Inject(APP_CONFIG) config: AppConfig,
    catalogues: MessageCatalogues,
  ) {
    publicReads.addPaths(
      /^\/api\/teachings(\/|$)/,
      /^\/media\/teachings\//,
      /^\/podcast\.xml$/,
      /^\/podcast\/series\/[^/]+\.xml$/,
    );
    // An audio upload is one PUT of up to 300 MB: it may arrive slowly.
    bodies.allowSlowUploads(/^\/api\/admin\/teachings\/[^/]+\/audio$/);
    // The pages of /teachings, served with their content in the HTML.
    registerTeachingPages(pages, teachings, settings, config.publicUrl, catalogues);
    names.provide('teaching', (ids) => teachings.names('teaching', numericIds(ids)));
    names.provide('teaching_series', (ids) => teachings.names('series', numericIds(ids)));
    names.provide('teaching_speaker', (ids) => teachings.names('speaker', numericIds(ids)));
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(TeachingsModule, options, () => ({
      module: TeachingsModule,
      imports: [
        TypeOrmModule.forFeature(TEACHINGS_ENTITIES),
        ContentCacheModule.register(options),
        StorageModule.register(options),
        VideosModule.register(options),
        SettingsModule.register(options),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: PROVIDERS,
      exports: [TeachingsService],
    }));
  }
}
