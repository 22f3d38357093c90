import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { PrincipalLookups } from '../../common/access/principals';
import { PublicReadRegistry } from '../../common/http/public-reads';
import { RequestBodyRules } from '../../common/http/request-body';
import { SiteLanguages } from '../../common/i18n/site-languages';
import { AuthModule } from '../auth/auth.module';
import { ContentCacheModule } from '../content-cache/content-cache.module';
import { StorageModule } from '../storage/storage.module';
import { VideosModule } from '../videos/videos.module';
import { AdminSettingsController } from './admin-settings.controller';
import { SETTINGS_ENTITIES } from './entities';
import { SettingsController } from './settings.controller';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

/** Services, used by both the API and the workers (mail reads the e-mail identity). */
const PROVIDERS: Provider[] = [SettingsRepository, SettingsService];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [SettingsController, AdminSettingsController];

/**
 * The site settings an administrator edits (identity, home texts, contact, links, region, e-mail
 * identity; docs/settings-contract.md), held in memory by every process and applied at once in all
 * of them: the public answer, the served page (the core's PageSettings), the mail.
 */
@Module({})
export class SettingsModule {
  constructor(
    publicReads: PublicReadRegistry,
    bodies: RequestBodyRules,
    principals: PrincipalLookups,
    languages: SiteLanguages,
    private readonly settings: SettingsService,
  ) {
    // The site's languages are settings: every answer in the caller's language asks for them.
    languages.provide(() => this.settings.languages());
    // Staff sessions end by the limits saved here, read on every request of one.
    principals.provideStaffSessionLimits(() => {
      const { staffIdleMinutes, staffSessionHours } = this.settings.values();
      return { idleMs: staffIdleMinutes * 60_000, absoluteMs: staffSessionHours * 3_600_000 };
    });
    publicReads.addPaths(/^\/api\/settings$/, /^\/media\/site\/[^/]+$/);
    // The public settings are always in memory: answered before sessions, guards or routing.
    publicReads.addStoredAnswers((url, req) =>
      url === '/api/settings' || url.startsWith('/api/settings?')
        ? this.settings.publicAnswer(languages.of(req))
        : undefined,
    );
    // The About text alone may be 5,000 characters.
    bodies.allowLongText(/^\/api\/admin\/settings$/);
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(SettingsModule, options, () => ({
      module: SettingsModule,
      imports: [
        TypeOrmModule.forFeature(SETTINGS_ENTITIES),
        AuthModule,
        ContentCacheModule.register(options),
        StorageModule.register(options),
        VideosModule.register(options),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: PROVIDERS,
      exports: [SettingsService],
    }));
  }
}
