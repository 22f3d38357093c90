import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { VideoStorage } from '../../storage/video-storage';
import type { Language } from '../../../common/i18n/languages';
import { CreateCampaignDto, TargetCriteriaDto, toCampaignTranslations } from '../dto/campaign.dto';
import type { EmailPreviewDto } from '../dto/template.dto';
import { dispatchJobId, EMAIL_QUEUE, EmailJobs } from '../email.constants';
import { EmailCampaign } from '../entities/email-campaign.entity';
import { CampaignDispatchService } from '../sending/campaign-dispatch.service';
import { DeliveryCounts, DeliveryRepository } from '../sending/delivery.repository';
import { UnsubscribeService } from '../unsubscribe/unsubscribe.service';
import { EmailTemplatesRepository } from '../templates/email-templates.repository';
import { AudienceRepository } from './audience.repository';
import { CampaignRepository } from './campaign.repository';
import {
  AddressUnsubscribedError,
  CampaignNotFoundError,
  CampaignTemplateGoneError,
  InactiveTemplateError,
  NoRecipientsError,
  OnlyDraftsCanBeSentError,
  PostalAddressRequiredError,
  ScheduledDateInPastError,
  VideoMessageMissingError,
} from './email-campaigns.errors';
import { EmailPreviewService } from './email-preview.service';
import { normalizeCriteria, type TargetCriteria } from './target-criteria';
import { SettingsService } from '../../settings/settings.service';

export { CAMPAIGN_NOT_FOUND, POSTAL_ADDRESS_REQUIRED } from './email-campaigns.errors';

/** A campaign, its delivery progress, and its recipients: frozen once sending, else live. */
export interface CampaignWithProgress {
  campaign: EmailCampaign;
  progress: DeliveryCounts | undefined;
  recipientCount: number;
}

@Injectable()
export class EmailCampaignsService {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly templates: EmailTemplatesRepository,
    @InjectQueue(EMAIL_QUEUE) private readonly queue: Queue,
    private readonly audience: AudienceRepository,
    private readonly dispatcher: CampaignDispatchService,
    private readonly deliveries: DeliveryRepository,
    private readonly previews: EmailPreviewService,
    private readonly unsubscribe: UnsubscribeService,
    private readonly videos: VideoStorage,
    private readonly settings: SettingsService,
  ) {}

  /** Anti-spam law wants the sender's postal address in every campaign: none saved, no sending. */
  private requirePostalAddress(): void {
    if (!this.settings.mailIdentity().campaignPostalAddress) throw new PostalAddressRequiredError();
  }

  async list(): Promise<CampaignWithProgress[]> {
    const campaigns = await this.campaigns.list();
    const counts = await this.deliveries.counts(
      campaigns.filter((c) => c.audienceFrozenAt).map((c) => c.id),
    );
    const live = await this.liveRecipientCounts(campaigns);
    return campaigns.map((campaign) => ({
      campaign,
      progress: counts.get(campaign.id),
      recipientCount: live.get(campaign.id) ?? campaign.recipientCount,
    }));
  }

  async get(id: number): Promise<CampaignWithProgress> {
    const campaign = await this.find(id);
    const counts = await this.deliveries.counts([id]);
    const live = await this.liveRecipientCounts([campaign]);
    return {
      campaign,
      progress: counts.get(id),
      recipientCount: live.get(id) ?? campaign.recipientCount,
    };
  }

  /**
   * Until its audience is frozen at send time, a campaign's recipients are whoever its criteria
   * reach now: one count per distinct audience, however many drafts share it.
   */
  private async liveRecipientCounts(campaigns: EmailCampaign[]): Promise<Map<number, number>> {
    const byAudience = new Map<string, { criteria: TargetCriteria; ids: number[] }>();
    const notSent = campaigns.filter(
      (c) => !c.audienceFrozenAt && (c.status === 'draft' || c.status === 'scheduled'),
    );
    for (const campaign of notSent) {
      const criteria = normalizeCriteria({ ...campaign.targetCriteria });
      const key = JSON.stringify(criteria);
      const group = byAudience.get(key) ?? { criteria, ids: [] };
      group.ids.push(campaign.id);
      byAudience.set(key, group);
    }
    const live = new Map<number, number>();
    for (const { criteria, ids } of byAudience.values()) {
      const count = await this.audience.count(criteria);
      for (const id of ids) live.set(id, count);
    }
    return live;
  }

  private async find(id: number): Promise<EmailCampaign> {
    const campaign = await this.campaigns.findById(id);
    if (!campaign) throw new CampaignNotFoundError();
    return campaign;
  }

  countAudience(criteria: TargetCriteriaDto): Promise<number> {
    return this.audience.count(normalizeCriteria({ ...criteria }));
  }

  async create(input: CreateCampaignDto, createdBy: string): Promise<EmailCampaign> {
    const template = await this.templates.findById(input.templateId);
    if (!template || !template.isActive) {
      throw new InactiveTemplateError();
    }
    const scheduledDate = input.scheduledDate ? new Date(input.scheduledDate) : null;
    if (scheduledDate && scheduledDate.getTime() <= Date.now()) {
      throw new ScheduledDateInPastError();
    }
    if (scheduledDate) this.requirePostalAddress();
    if (input.videoMessageUrl && !(await this.videos.verify(input.videoMessageUrl))) {
      throw new VideoMessageMissingError();
    }
    const campaign = await this.campaigns.insert({
      name: input.name,
      templateId: template.id,
      targetCriteria: { ...normalizeCriteria({ ...input.targetCriteria }) },
      lessonLinks: input.lessonLinks ?? [],
      videoMessageUrl: input.videoMessageUrl ?? null,
      scheduledDate,
      status: scheduledDate ? 'scheduled' : 'draft',
      jobKey: randomUUID(),
      createdBy,
      translations: toCampaignTranslations(input.translations),
    });
    if (scheduledDate) {
      await this.queue.add(
        EmailJobs.dispatch,
        { campaignId: campaign.id },
        {
          jobId: dispatchJobId(campaign),
          delay: scheduledDate.getTime() - Date.now(),
          removeOnComplete: true,
        },
      );
    }
    return campaign;
  }

  /** Draft → sending: freezes the audience, then hands the deliveries to the worker. */
  async send(id: number): Promise<EmailCampaign> {
    this.requirePostalAddress();
    const started = await this.dispatcher.start(id, ['draft']);
    if (!started.ok) {
      switch (started.reason) {
        case 'not-found':
          throw new CampaignNotFoundError();
        case 'wrong-status':
          throw new OnlyDraftsCanBeSentError();
        case 'no-template':
          throw new CampaignTemplateGoneError();
        case 'no-recipients':
          throw new NoRecipientsError();
      }
    }
    // If this enqueue is lost, the sweeper dispatches the campaign within a few minutes.
    await this.queue.add(
      EmailJobs.dispatch,
      { campaignId: id },
      { jobId: dispatchJobId(started.campaign), removeOnComplete: true },
    );
    return started.campaign;
  }

  /** As a recipient of `language` gets it (the site's default language when left out). */
  async preview(id: number, language?: Language): Promise<EmailPreviewDto> {
    const campaign = await this.find(id);
    // A campaign that started sending previews its snapshot; only a draft needs its template.
    const template =
      !campaign.content && campaign.templateId
        ? await this.templates.findById(campaign.templateId)
        : null;
    const preview = this.previews.campaign(campaign, template, language);
    if (!preview) throw new CampaignTemplateGoneError();
    return preview;
  }

  async testSend(id: number, email: string, language?: Language): Promise<void> {
    await this.find(id);
    if (await this.unsubscribe.isSuppressed(email)) {
      throw new AddressUnsubscribedError();
    }
    await this.queue.add(
      EmailJobs.testSend,
      { campaignId: id, email: email.toLowerCase(), ...(language ? { language } : {}) },
      { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: true },
    );
  }
}
