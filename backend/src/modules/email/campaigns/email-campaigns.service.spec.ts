import type { Queue } from 'bullmq';
import type { AppConfig } from '../../../config/app-config';
import type { SettingsService } from '../../settings/settings.service';
import type { VideoStorage } from '../../storage/video-storage';
import { dispatchJobId, EmailJobs } from '../email.constants';
import type { EmailCampaign } from '../entities/email-campaign.entity';
import type { EmailTemplate } from '../entities/email-template.entity';
import { CampaignDispatchService } from '../sending/campaign-dispatch.service';
import type { DeliveryCounts, DeliveryRepository } from '../sending/delivery.repository';
import type { EmailTemplatesRepository } from '../templates/email-templates.repository';
import type { UnsubscribeService } from '../unsubscribe/unsubscribe.service';
import type { AudienceRepository } from './audience.repository';
import type { CampaignRepository, StartTransaction } from './campaign.repository';
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
import { EmailCampaignsService } from './email-campaigns.service';
import type { EmailPreviewService } from './email-preview.service';
import { normalizeCriteria, type TargetCriteria } from './target-criteria';

const template = (over: Partial<EmailTemplate> = {}): EmailTemplate => ({
  id: 1,
  name: 'Weekly',
  subject: 'Hope for {{firstName}}',
  greeting: 'Dear {{firstName}},',
  message: 'Be of good cheer.',
  signature: null,
  isActive: true,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...over,
});

/**
 * The tables and the queue in memory: campaigns, templates, the audience each criteria reach (by its
 * normalized JSON), the deliveries frozen per campaign, and the jobs added.
 */
function world({ postalAddress = '7 Olive Street' } = {}) {
  const campaigns: EmailCampaign[] = [];
  const templates: EmailTemplate[] = [template()];
  const audiences = new Map<string, number>();
  const frozen = new Map<number, number>();
  const counted: TargetCriteria[] = [];
  const jobs: { name: string; data: unknown; opts: Record<string, unknown> }[] = [];
  const suppressed = new Set<string>();
  const reach = (criteria: TargetCriteria) => audiences.get(JSON.stringify(criteria)) ?? 0;

  const campaignRows: Partial<CampaignRepository> = {
    list: async () => [...campaigns].reverse(),
    findById: async (id) => campaigns.find((c) => c.id === id) ?? null,
    insert: async (row) => {
      const campaign = {
        ...row,
        id: campaigns.length + 1,
        sentDate: null,
        recipientCount: 0,
        failureReason: null,
        content: null,
        audienceFrozenAt: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      } as EmailCampaign;
      campaigns.push(campaign);
      return campaign;
    },
    fail: async () => undefined,
    inStartTransaction: async <T>(id: number, work: (tx: StartTransaction) => Promise<T>) => {
      // The campaign as the transaction reads it: a copy, written back only by `save`.
      const found = campaigns.find((c) => c.id === id);
      return work({
        campaign: found ? { ...found } : null,
        template: async (templateId) => templates.find((t) => t.id === templateId) ?? null,
        freezeAudience: async (criteria) => {
          frozen.set(id, reach(criteria));
          return reach(criteria);
        },
        save: async (changed) => void Object.assign(found!, changed),
      });
    },
  };
  const deliveries: Partial<DeliveryRepository> = {
    counts: async (ids) =>
      new Map(
        ids
          .filter((id) => frozen.has(id))
          .map((id) => [id, { pending: frozen.get(id)!, sent: 0 } as DeliveryCounts]),
      ),
    deleteOfCampaign: async (id) => void frozen.delete(id),
  };
  const audience: Partial<AudienceRepository> = {
    count: async (criteria) => {
      counted.push(criteria);
      return reach(criteria);
    },
  };
  const queue = {
    add: async (name: string, data: unknown, opts: Record<string, unknown>) =>
      void jobs.push({ name, data, opts }),
  } as unknown as Queue;
  const dispatcher = new CampaignDispatchService(
    {} as AppConfig,
    queue,
    campaignRows as CampaignRepository,
    deliveries as DeliveryRepository,
  );
  const service = new EmailCampaignsService(
    campaignRows as CampaignRepository,
    {
      findById: async (id: number) => templates.find((t) => t.id === id) ?? null,
    } as EmailTemplatesRepository,
    queue,
    audience as AudienceRepository,
    dispatcher,
    deliveries as DeliveryRepository,
    {
      campaign: (c: EmailCampaign, t: EmailTemplate | null) => ((c.content ?? t) ? {} : null),
    } as unknown as EmailPreviewService,
    { isSuppressed: async (email: string) => suppressed.has(email) } as UnsubscribeService,
    { verify: async (url: string) => url.startsWith('/media/videos/') } as VideoStorage,
    {
      mailIdentity: () => ({ campaignPostalAddress: postalAddress }),
    } as unknown as SettingsService,
  );
  return { service, campaigns, templates, audiences, frozen, counted, jobs, suppressed };
}

const everyone = normalizeCriteria({});
const married = normalizeCriteria({ maritalStatus: 'married' });
const key = (criteria: TargetCriteria) => JSON.stringify(criteria);

describe('EmailCampaignsService: creating', () => {
  it('makes a draft with its criteria normalized and queues nothing', async () => {
    const { service, jobs } = world();
    const campaign = await service.create(
      { name: 'Easter', templateId: 1, targetCriteria: { maritalStatus: 'married' } as never },
      'admin',
    );
    expect(campaign).toMatchObject({
      status: 'draft',
      scheduledDate: null,
      targetCriteria: married,
      lessonLinks: [],
      videoMessageUrl: null,
      createdBy: 'admin',
    });
    expect(campaign.jobKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(jobs).toEqual([]);
  });

  it('schedules a campaign dated in the future: a dispatch job delayed until then', async () => {
    const { service, jobs } = world();
    const at = new Date(Date.now() + 3_600_000);
    const campaign = await service.create(
      { name: 'Easter', templateId: 1, scheduledDate: at.toISOString() },
      'admin',
    );
    expect(campaign.status).toBe('scheduled');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      name: EmailJobs.dispatch,
      data: { campaignId: campaign.id },
      opts: { jobId: dispatchJobId(campaign) },
    });
    expect(jobs[0].opts.delay).toBeGreaterThan(3_500_000);
  });

  it.each([
    ['an unknown template', { templateId: 9 }, InactiveTemplateError, 'templateId'],
    [
      'a past date',
      { scheduledDate: '2020-01-01T00:00:00Z' },
      ScheduledDateInPastError,
      'scheduledDate',
    ],
    [
      'a video not uploaded here',
      { videoMessageUrl: 'https://elsewhere.example/v.mp4' },
      VideoMessageMissingError,
      'videoMessageUrl',
    ],
  ])('refuses %s with a 400 naming the field', async (_, input, error, field) => {
    const { service, campaigns } = world();
    const refusal = service.create({ name: 'Easter', templateId: 1, ...input }, 'admin');
    await expect(refusal).rejects.toThrow(error);
    await expect(refusal).rejects.toMatchObject({ kind: 'invalid', errors: [{ field }] });
    expect(campaigns).toEqual([]);
  });

  it('refuses an inactive template', async () => {
    const { service, templates } = world();
    templates[0].isActive = false;
    await expect(service.create({ name: 'Easter', templateId: 1 }, 'admin')).rejects.toThrow(
      InactiveTemplateError,
    );
  });

  it('schedules nothing without the postal address, but keeps a draft possible', async () => {
    const { service } = world({ postalAddress: '' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await expect(
      service.create({ name: 'Easter', templateId: 1, scheduledDate: at }, 'admin'),
    ).rejects.toThrow(PostalAddressRequiredError);
    await expect(service.create({ name: 'Easter', templateId: 1 }, 'admin')).resolves.toMatchObject(
      { status: 'draft' },
    );
  });
});

describe('EmailCampaignsService: audience and sending', () => {
  it('counts a draft live, once per distinct audience however many drafts share it', async () => {
    const { service, audiences, counted } = world();
    audiences.set(key(everyone), 120).set(key(married), 40);
    await service.create({ name: 'A', templateId: 1 }, 'admin');
    await service.create({ name: 'B', templateId: 1 }, 'admin');
    await service.create(
      { name: 'C', templateId: 1, targetCriteria: { maritalStatus: 'married' } as never },
      'admin',
    );
    const listed = await service.list();
    expect(listed.map((c) => [c.campaign.name, c.recipientCount, c.progress])).toEqual([
      ['C', 40, undefined],
      ['B', 120, undefined],
      ['A', 120, undefined],
    ]);
    expect(counted).toHaveLength(2);
  });

  it('freezes the audience when sent: the count no longer follows the criteria', async () => {
    const { service, audiences, jobs, campaigns } = world();
    audiences.set(key(everyone), 120);
    const { id } = await service.create({ name: 'A', templateId: 1 }, 'admin');
    const sent = await service.send(id);
    expect(sent).toMatchObject({ status: 'sending', recipientCount: 120, failureReason: null });
    expect(sent.content).toEqual({
      subject: 'Hope for {{firstName}}',
      greeting: 'Dear {{firstName}},',
      message: 'Be of good cheer.',
      signature: null,
    });
    expect(campaigns[0].audienceFrozenAt).toBeInstanceOf(Date);
    expect(jobs).toEqual([
      expect.objectContaining({ name: EmailJobs.dispatch, data: { campaignId: id } }),
    ]);

    audiences.set(key(everyone), 500);
    await expect(service.get(id)).resolves.toMatchObject({
      recipientCount: 120,
      progress: { pending: 120 },
    });
  });

  it('sends only a draft', async () => {
    const { service, audiences } = world();
    audiences.set(key(everyone), 3);
    const { id } = await service.create({ name: 'A', templateId: 1 }, 'admin');
    await service.send(id);
    await expect(service.send(id)).rejects.toThrow(OnlyDraftsCanBeSentError);
    await expect(service.send(99)).rejects.toThrow(CampaignNotFoundError);
  });

  it('refuses to send to nobody, leaving the draft and no deliveries', async () => {
    const { service, campaigns, frozen, jobs } = world();
    const { id } = await service.create({ name: 'A', templateId: 1 }, 'admin');
    await expect(service.send(id)).rejects.toThrow(NoRecipientsError);
    expect(campaigns[0].status).toBe('draft');
    expect(frozen.has(id)).toBe(false);
    expect(jobs).toEqual([]);
  });

  it("refuses to send when the template is gone, or the ministry's postal address", async () => {
    const { service, templates, audiences } = world();
    audiences.set(key(everyone), 3);
    const { id } = await service.create({ name: 'A', templateId: 1 }, 'admin');
    templates.length = 0;
    await expect(service.send(id)).rejects.toThrow(CampaignTemplateGoneError);
    await expect(service.preview(id)).rejects.toThrow(CampaignTemplateGoneError);

    const noAddress = world({ postalAddress: '' });
    await expect(noAddress.service.send(1)).rejects.toThrow(PostalAddressRequiredError);
  });

  it('queues a test only to an address that has not unsubscribed, lower-cased', async () => {
    const { service, jobs, suppressed } = world();
    const { id } = await service.create({ name: 'A', templateId: 1 }, 'admin');
    suppressed.add('gone@example.org');
    await expect(service.testSend(id, 'gone@example.org')).rejects.toThrow(
      AddressUnsubscribedError,
    );
    await service.testSend(id, 'Ada@Example.org');
    expect(jobs).toEqual([
      expect.objectContaining({
        name: EmailJobs.testSend,
        data: { campaignId: id, email: 'ada@example.org' },
      }),
    ]);
    await expect(service.testSend(99, 'ada@example.org')).rejects.toThrow(CampaignNotFoundError);
  });
});
