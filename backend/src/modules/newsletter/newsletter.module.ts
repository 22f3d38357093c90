import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { NEWSLETTER_ENTITIES } from './entities';
import { NewsletterController } from './subscriptions/newsletter.controller';
import { NewsletterService } from './subscriptions/newsletter.service';
import { NewsletterRetention } from './subscriptions/newsletter.retention';
import { SubscribersRepository } from './subscriptions/subscribers.repository';
import { SubscriberImportsRepository } from './subscriptions/subscriber-imports.repository';
import { SubscriberImportsService } from './subscriptions/subscriber-imports.service';
import { SettingsModule } from '../settings/settings.module';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [NewsletterService, SubscriberImportsService];
/** Queries: the module's own, not offered to the others. */
const REPOSITORIES: Provider[] = [SubscribersRepository, SubscriberImportsRepository];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [NewsletterController];
/** Housekeeping run by the scheduled maintenance job: only a process running workers. */
const WORKER_PROVIDERS: Provider[] = [NewsletterRetention];

/**
 * The newsletter's list: the 'Stay Connected' form adds a subscriber and announces it (the welcome
 * e-mail is the email module's reaction). It also owns the contact messages table of the data model
 * (spec: "not shown"), which no route uses yet. Controllers are mounted only in a process serving HTTP.
 */
@Module({})
export class NewsletterModule {
  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(NewsletterModule, options, () => ({
      module: NewsletterModule,
      // The double opt-in and retention settings.
      imports: [TypeOrmModule.forFeature(NEWSLETTER_ENTITIES), SettingsModule.register(options)],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...REPOSITORIES, ...(options.workers ? WORKER_PROVIDERS : [])],
      exports: PROVIDERS,
    }));
  }
}
