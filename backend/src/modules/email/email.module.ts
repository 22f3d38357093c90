import { AuditTargetNames } from '../../common/audit/audit-target-names';
import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { CounselingModule } from '../counseling/counseling.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { SettingsModule } from '../settings/settings.module';
import { StorageModule } from '../storage/storage.module';
import { BounceMailboxScheduler } from './bounces/bounce-mailbox.scheduler';
import { BounceMailboxService } from './bounces/bounce-mailbox.service';
import { CampaignReportController } from './tracking/campaign-report.controller';
import { CampaignReportService } from './tracking/campaign-report.service';
import { CampaignTracking } from './tracking/campaign-tracking.service';
import { TrackingController } from './tracking/tracking.controller';
import { TrackingRepository } from './tracking/tracking.repository';
import { AudienceRepository } from './campaigns/audience.repository';
import {
  SAVED_AUDIENCE_TARGET,
  SavedAudiencesController,
} from './audiences/saved-audiences.controller';
import { SavedAudiencesRepository } from './audiences/saved-audiences.repository';
import { SavedAudiencesService } from './audiences/saved-audiences.service';
import { AUTOMATION_TARGET, AutomationsController } from './automations/automations.controller';
import { AUTOMATIONS_QUEUE } from './automations/automations.constants';
import { AutomationsProcessor } from './automations/automations.processor';
import { AutomationsRepository } from './automations/automations.repository';
import { AutomationsService } from './automations/automations.service';
import { CampaignRepository } from './campaigns/campaign.repository';
import { CampaignMetrics } from './campaigns/campaign-metrics';
import { CampaignVideosHousekeeping } from './campaigns/campaign-videos.housekeeping';
import { EmailCampaignsController } from './campaigns/email-campaigns.controller';
import { EmailCampaignsService } from './campaigns/email-campaigns.service';
import { EmailPreviewService } from './campaigns/email-preview.service';
import { CAMPAIGN_QUEUE, EMAIL_QUEUE } from './email.constants';
import { EMAIL_ENTITIES } from './entities';
import { MailComposerService } from './mail/mail-composer.service';
import { MailTransportService } from './mail/mail-transport.service';
import { CampaignDeliveryService } from './sending/campaign-delivery.service';
import { CampaignDeliveryWorker } from './sending/campaign-delivery.worker';
import { CampaignDispatchService } from './sending/campaign-dispatch.service';
import { DeliveryRepository } from './sending/delivery.repository';
import { EmailEventsListener } from './sending/email-events.listener';
import { EmailProcessor } from './sending/email.processor';
import { TransactionalMailService } from './sending/transactional-mail.service';
import { EmailTemplatesController } from './templates/email-templates.controller';
import { EmailTemplatesRepository } from './templates/email-templates.repository';
import { EmailTemplatesService } from './templates/email-templates.service';
import { UnsubscribeController } from './unsubscribe/unsubscribe.controller';
import { UnsubscribeService } from './unsubscribe/unsubscribe.service';
import { SuppressionRepository } from './unsubscribe/suppression.repository';
import { AddressHash } from './unsubscribe/address-hash';
import { MemberErasureListener } from './unsubscribe/member-erasure.listener';
import { RequestBodyRules } from '../../common/http/request-body';
import { ProviderEventsRepository } from './suppressions/provider-events.repository';
import { SuppressionsController } from './suppressions/suppressions.controller';
import { SuppressionsService } from './suppressions/suppressions.service';
import { EmailWebhooksController, WEBHOOKS_PATH } from './webhooks/email-webhooks.controller';
import { ProviderWebhooks } from './webhooks/other-providers.webhook';
import { SesSnsWebhook } from './webhooks/ses-sns.webhook';
import { SubscriptionConfirmationController } from './confirmation/subscription-confirmation.controller';
import { SubscriptionConfirmationsHousekeeping } from './confirmation/subscription-confirmations.housekeeping';
import { SubscriptionConfirmationsRepository } from './confirmation/subscription-confirmations.repository';
import { SubscriptionConfirmationsService } from './confirmation/subscription-confirmations.service';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [
  MailComposerService,
  MailTransportService,
  AudienceRepository,
  SavedAudiencesRepository,
  SavedAudiencesService,
  AutomationsRepository,
  AutomationsService,
  CampaignRepository,
  DeliveryRepository,
  EmailTemplatesRepository,
  SubscriptionConfirmationsRepository,
  AddressHash,
  SuppressionRepository,
  ProviderEventsRepository,
  SuppressionsService,
  SesSnsWebhook,
  ProviderWebhooks,
  CampaignMetrics,
  CampaignDispatchService,
  EmailTemplatesService,
  EmailCampaignsService,
  EmailPreviewService,
  UnsubscribeService,
  SubscriptionConfirmationsService,
  EmailEventsListener,
  MemberErasureListener,
  TrackingRepository,
  CampaignTracking,
  CampaignReportService,
];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [
  EmailTemplatesController,
  EmailCampaignsController,
  UnsubscribeController,
  SubscriptionConfirmationController,
  SuppressionsController,
  EmailWebhooksController,
  SavedAudiencesController,
  AutomationsController,
  TrackingController,
  CampaignReportController,
];
/** Queue consumers: registered only by a process running workers. */
const PROCESSORS: Provider[] = [
  CampaignDeliveryService,
  CampaignDeliveryWorker,
  TransactionalMailService,
  EmailProcessor,
  CampaignVideosHousekeeping,
  SubscriptionConfirmationsHousekeeping,
  AutomationsProcessor,
  BounceMailboxService,
  BounceMailboxScheduler,
];

/**
 * The email module: templates, campaigns, audiences, rendering, sending, unsubscribe. Controllers are
 * mounted only in a process serving HTTP; queue processors are registered only in a process running
 * workers.
 */
@Module({})
export class EmailModule {
  /** The routes of this module whose bodies are not small JSON (see RequestBodyRules). */
  constructor(
    bodies: RequestBodyRules,
    auditTargets: AuditTargetNames,
    campaigns: CampaignRepository,
    templates: EmailTemplatesRepository,
    savedAudiences: SavedAudiencesRepository,
    automations: AutomationsRepository,
  ) {
    // The trail's names for the targets of the campaigns' and templates' routes (`email` is a campaign).
    auditTargets.provide('email', campaigns.auditNamer());
    auditTargets.provide('email.templates', templates.auditNamer());
    auditTargets.provide(SAVED_AUDIENCE_TARGET, savedAudiences.auditNamer());
    auditTargets.provide(AUTOMATION_TARGET, automations.auditNamer());
    bodies.allowLongText(
      /^\/api\/email\/(templates|campaigns)(\/[^/]+)?$/,
      /^\/api\/email\/campaigns\/[^/]+\/(preview|test)$/,
      // A series' steps hold message texts.
      /^\/api\/email\/automations\/[a-z_]+$/,
    );
    // The unsubscribe page's own form and RFC 8058 one-click POSTs are form-encoded.
    bodies.allowForms(/^\/unsubscribe\/?$/, /^\/confirm-subscription\/?$/);
    // The providers' webhooks are signed over their raw bytes: kept as they came.
    bodies.allowRaw(new RegExp(`^${WEBHOOKS_PATH}/[a-z]+/?$`, 'i'));
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(EmailModule, options, () => ({
      module: EmailModule,
      imports: [
        TypeOrmModule.forFeature(EMAIL_ENTITIES),
        BullModule.registerQueue(
          { name: EMAIL_QUEUE },
          { name: CAMPAIGN_QUEUE },
          { name: AUTOMATIONS_QUEUE },
        ),
        StorageModule.register(options),
        // The sender, reply-to, name and postal address of every message.
        SettingsModule.register(options),
        // Mail jobs queued by earlier versions carry only ids: these modules tell what they stand for.
        NewsletterModule.register(options),
        CounselingModule.register(options),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...(options.workers ? PROCESSORS : [])],
      exports: PROVIDERS,
    }));
  }
}
