import { DynamicModule, Module, Provider } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { SettingsModule } from '../settings/settings.module';
import { AuditController } from './audit.controller';
import { AuditInterceptor } from './audit.interceptor';
import { AuditRetention } from './audit.retention';
import { AuditEventsRepository } from './audit-events.repository';
import { AuditService } from './audit.service';
import { AuditEvent } from './entities/audit-event.entity';

/**
 * The audit trail (docs/architecture.md, "Audit trail"). Global, so any feature records with one call
 * (`auditService.record({ actor, action, target, summary, req })`) without importing this module; the
 * interceptor records every staff write of a process serving HTTP, and a worker erases expired rows.
 */
@Module({})
export class AuditModule {
  static register(options: AppModuleOptions): DynamicModule {
    const http: Provider[] = [{ provide: APP_INTERCEPTOR, useClass: AuditInterceptor }];
    return registerOnce(AuditModule, options, () => ({
      module: AuditModule,
      global: true,
      // SettingsModule: the retention period.
      imports: [TypeOrmModule.forFeature([AuditEvent]), SettingsModule.register(options)],
      controllers: options.http ? [AuditController] : [],
      providers: [
        AuditEventsRepository,
        AuditService,
        ...(options.http ? http : []),
        ...(options.workers ? [AuditRetention] : []),
      ],
      exports: [AuditService],
    }));
  }
}
