import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AccessGuard } from './common/access/access.guard';
import { AccessCoreModule } from './common/access/access-core.module';
import { SessionStoreService } from './common/http/session-store.service';
import { HttpCoreModule } from './common/http/http-core.module';
import { requestLogOptions } from './common/http/request-log';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import type { AppModuleOptions } from './app-options';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source';
import { DATABASE_DIRECT_URL, DATABASE_URL, EMBEDDED_DATABASE } from './database/database.tokens';
import { HealthController } from './health/health.controller';
import { ReadyController } from './health/ready.controller';
import { DatabaseProbe } from './health/database-probe.repository';
import { AccountModule } from './modules/auth/account/account.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { SignInModule } from './modules/auth/sign-in.module';
import { CommunityModule } from './modules/community/community.module';
import { CounselingModule } from './modules/counseling/counseling.module';
import { EmailModule } from './modules/email/email.module';
import { EventsModule } from './modules/events/events.module';
import { TeachingsModule } from './modules/teachings/teachings.module';
import { ImportsModule } from './modules/imports/imports.module';
import { NewsletterModule } from './modules/newsletter/newsletter.module';
import { ScripturesModule } from './modules/scriptures/scriptures.module';
import { SettingsModule } from './modules/settings/settings.module';
import { SiteModule } from './modules/site/site.module';
import { StaffModule } from './modules/auth/staff/staff.module';
import { GivingModule } from './modules/giving/giving.module';
import { RegistrationsModule } from './modules/registrations/registrations.module';
import { TwoFactorModule } from './modules/auth/two-factor/two-factor.module';
import { StorageModule } from './modules/storage/storage.module';
import { VideosModule } from './modules/videos/videos.module';
import { YoutubeModule } from './modules/youtube/youtube.module';
import { MaintenanceService } from './maintenance/maintenance.service';
import { MaintenanceModule } from './maintenance/maintenance-tasks';
import { BackupService } from './backup/backup.service';
import { MetricsModule } from './metrics/metrics.module';
import { QueueAdminController } from './queue/admin/queue-admin.controller';
import { QueueAdminService } from './queue/admin/queue-admin.service';
import { QueueModule } from './queue/queue.module';
import { SystemProcessor } from './queue/system.processor';
import { setUpDataEncryption } from './encryption/data-encryption';

export interface AppRuntime {
  config: AppConfig;
  databaseUrl: string;
  /** LISTEN/NOTIFY goes here (DATABASE_DIRECT_URL); `databaseUrl` when unset. */
  databaseDirectUrl?: string;
  embeddedDatabase: boolean;
}

export type { AppModuleOptions };

/** What both entry points share: configuration, logging, the database, the queue, the feature services. */
function coreImports(runtime: AppRuntime, options: AppModuleOptions) {
  return [
    ConfigModule.forRoot(runtime.config),
    RuntimeModule.forRoot(runtime),
    LoggerModule.forRoot({ pinoHttp: requestLogOptions(runtime.config.logLevel) }),
    TypeOrmModule.forRoot(dataSourceOptions(runtime.databaseUrl)),
    EventEmitterModule.forRoot(),
    QueueModule,
    RateLimitModule,
    HttpCoreModule,
    AccessCoreModule,
    MaintenanceModule,
    MetricsModule,
    AuthModule,
    AuditModule.register(options),
    EventsModule.register(options),
    ScripturesModule.register(options),
    NewsletterModule.register(options),
    VideosModule.register(options),
    YoutubeModule.register(options),
    SettingsModule.register(options),
    SiteModule.register(options),
    CommunityModule.register(options),
    CounselingModule.register(options),
    EmailModule.register(options),
    StorageModule.register(options),
    StaffModule.register(options),
    TwoFactorModule.register(options),
    SignInModule.register(options),
    AccountModule.register(options),
    ImportsModule.register(options),
    TeachingsModule.register(options),
    RegistrationsModule.register(options),
    GivingModule.register(options),
  ];
}

@Module({})
class RuntimeModule {
  static forRoot(runtime: AppRuntime): DynamicModule {
    return {
      module: RuntimeModule,
      global: true,
      providers: [
        { provide: DATABASE_URL, useValue: runtime.databaseUrl },
        {
          provide: DATABASE_DIRECT_URL,
          useValue: runtime.databaseDirectUrl ?? runtime.databaseUrl,
        },
        { provide: EMBEDDED_DATABASE, useValue: runtime.embeddedDatabase },
      ],
      exports: [DATABASE_URL, DATABASE_DIRECT_URL, EMBEDDED_DATABASE],
    };
  }
}

/** HTTP controllers: only the API entry point mounts them. */
const CONTROLLERS = [HealthController, ReadyController, QueueAdminController];
/** Queue consumers: only processes that run workers register them. */
const PROCESSORS = [SystemProcessor, MaintenanceService, BackupService];

@Module({})
export class AppModule {
  static forRoot(runtime: AppRuntime, options: AppModuleOptions): DynamicModule {
    // Encrypted entity columns (counseling text) read and write through this process's cipher.
    setUpDataEncryption(runtime.config);
    return {
      module: AppModule,
      imports: coreImports(runtime, options),
      controllers: options.http ? CONTROLLERS : [],
      providers: [
        ...(options.http
          ? [
              { provide: APP_GUARD, useClass: AccessGuard },
              SessionStoreService,
              DatabaseProbe,
              QueueAdminService,
            ]
          : []),
        ...(options.workers ? PROCESSORS : []),
      ],
    };
  }
}
