import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { RequestBodyRules } from '../../common/http/request-body';
import { CommunityModule } from '../community/community.module';
import { ContentCacheModule } from '../content-cache/content-cache.module';
import { EmailModule } from '../email/email.module';
import { EventsModule } from '../events/events.module';
import { SettingsModule } from '../settings/settings.module';
import { CheckInController } from './check-in.controller';
import { CheckInRepository } from './check-in.repository';
import { CheckInService } from './check-in.service';
import { REGISTRATIONS_ENTITIES } from './entities';
import { RegistrationHooks } from './registration-hooks';
import { RegistrationMailService } from './registration-mail.service';
import { RegistrationRetention } from './registration-retention';
import { RegistrationRetentionRepository } from './registration-retention.repository';
import { RegistrationsAdminController } from './registrations-admin.controller';
import { REGISTRATIONS_QUEUE } from './registrations.constants';
import { RegistrationsController } from './registrations.controller';
import { RegistrationsProcessor } from './registrations.processor';
import { RegistrationsRepository } from './registrations.repository';
import { RegistrationsScheduler } from './registrations.scheduler';
import { RegistrationsService } from './registrations.service';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [
  RegistrationsRepository,
  RegistrationsService,
  RegistrationMailService,
  RegistrationHooks,
  RegistrationsScheduler,
  CheckInRepository,
  CheckInService,
  RegistrationRetentionRepository,
  RegistrationRetention,
];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [
  RegistrationsController,
  RegistrationsAdminController,
  CheckInController,
];
/** Queue consumers: registered only by a process running workers. */
const PROCESSORS: Provider[] = [RegistrationsProcessor];

/**
 * Event registration (belongs to events): seats, the waitlist, questions, tickets, the manage link,
 * reminders and the staff's list (docs/architecture.md, "Registrations").
 */
@Module({})
export class RegistrationsModule {
  constructor(bodies: RequestBodyRules) {
    // Long-text answers (a registration form's questions), the staff's walk-ins and messages.
    bodies.allowLongText(
      /^\/api\/events\/[^/]+\/registrations$/,
      /^\/api\/registrations\/manage$/,
      /^\/api\/admin\/events\/[^/]+\/registrations(\/message)?$/,
    );
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(RegistrationsModule, options, () => ({
      module: RegistrationsModule,
      imports: [
        TypeOrmModule.forFeature(REGISTRATIONS_ENTITIES),
        BullModule.registerQueue({ name: REGISTRATIONS_QUEUE }),
        EventsModule.register(options),
        CommunityModule.register(options),
        EmailModule.register(options),
        ContentCacheModule.register(options),
        // The retention period of past events' registrations.
        SettingsModule.register(options),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...(options.workers ? PROCESSORS : [])],
      exports: [RegistrationsService],
    }));
  }
}
