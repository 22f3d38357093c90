import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { AuditTargetNames } from '../../common/audit/audit-target-names';
import { PageData } from '../../common/http/page-data';
import { PageSettings } from '../../common/http/page-settings';
import { MessageCatalogues } from '../../common/i18n/catalogues';
import { RequestBodyRules } from '../../common/http/request-body';
import { CommunityModule } from '../community/community.module';
import { EmailModule } from '../email/email.module';
import {
  AdminDonorsController,
  AdminGiftsController,
  AdminGivingSettingsController,
  AdminStatementsController,
} from './admin-giving.controller';
import { GIVING_ENTITIES } from './entities';
import { GivingDonorsService } from './giving-donors.service';
import { GivingHooks } from './giving-hooks';
import { registerGivingPages } from './giving-pages';
import { GivingMailService } from './giving-mail.service';
import { GIVING_QUEUE } from './giving.constants';
import { GivingController } from './giving.controller';
import { GivingProcessor } from './giving.processor';
import { GivingRepository } from './giving.repository';
import { GivingScheduler } from './giving.scheduler';
import { MyGivingController } from './my-giving.controller';
import { MyGivingService } from './my-giving.service';
import { GivingService, WEBHOOK_PATH } from './giving.service';
import { GivingStatementsService } from './giving-statements.service';
import { StripeGateway } from './stripe-gateway.service';
import { StripeWebhookService } from './stripe-webhook.service';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [
  GivingRepository,
  StripeGateway,
  GivingService,
  GivingMailService,
  StripeWebhookService,
  GivingScheduler,
  MyGivingService,
  GivingStatementsService,
  GivingHooks,
  GivingDonorsService,
];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [
  GivingController,
  AdminDonorsController,
  AdminGivingSettingsController,
  AdminGiftsController,
  AdminStatementsController,
  MyGivingController,
];
/** Queue consumers: registered only by a process running workers. */
const PROCESSORS: Provider[] = [GivingProcessor];

/**
 * Online giving through Stripe: funds, gifts, recurring gifts, receipts (docs/architecture.md,
 * "Giving"). Stripe Checkout's hosted page takes the card; the signed webhook records what was given.
 */
@Module({})
export class GivingModule {
  constructor(
    bodies: RequestBodyRules,
    auditTargets: AuditTargetNames,
    repo: GivingRepository,
    pages: PageData,
    pageSettings: PageSettings,
    giving: GivingService,
    catalogues: MessageCatalogues,
  ) {
    // `/give`, served with the giving settings in the page.
    registerGivingPages(pages, giving, pageSettings, catalogues);
    // The Audit tab names an opened donor by their latest name (no address is in the trail).
    auditTargets.provide('donor', (ids) => repo.donorNames(ids));
    // Stripe signs the bytes it sends: the webhook reads them unparsed.
    bodies.allowRaw(new RegExp(`^${WEBHOOK_PATH.replace(/\//g, '\\/')}$`));
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(GivingModule, options, () => ({
      module: GivingModule,
      imports: [
        TypeOrmModule.forFeature(GIVING_ENTITIES),
        BullModule.registerQueue({ name: GIVING_QUEUE }),
        EmailModule.register(options),
        // A member's data export and erasure (GivingHooks).
        CommunityModule.register(options),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...(options.workers ? PROCESSORS : [])],
      exports: [GivingService],
    }));
  }
}
