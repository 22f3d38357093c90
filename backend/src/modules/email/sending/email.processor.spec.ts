import type { BounceMailboxService } from '../bounces/bounce-mailbox.service';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { NotFoundError, UnavailableError } from '../../../common/errors/domain-error';
import type { SettingsService } from '../../settings/settings.service';
import type { CampaignRepository } from '../campaigns/campaign.repository';
import { dispatchJobId, EmailJobs } from '../email.constants';
import type { CampaignStatus, EmailCampaign } from '../entities/email-campaign.entity';
import type { CampaignDispatchService, StartResult } from './campaign-dispatch.service';
import type { DeliveryRepository } from './delivery.repository';
import { EmailProcessor } from './email.processor';
import type { TransactionalMailService } from './transactional-mail.service';

const campaign = (status: CampaignStatus): EmailCampaign =>
  ({ id: 7, jobKey: 'k3y', status }) as EmailCampaign;

function processor({
  found = campaign('scheduled') as EmailCampaign | null,
  start = { ok: true, campaign: campaign('sending') } as StartResult,
  postalAddress = '7 Olive Street',
  testSend = async (): Promise<string> => 'sent',
} = {}) {
  const calls: string[] = [];
  const dispatcher = {
    start: async () => (calls.push('start'), start),
    fail: async (_id: number, _from: CampaignStatus[], reason: string) =>
      void calls.push(`fail: ${reason}`),
    enqueuePending: async () => (calls.push('enqueue'), 3),
  } as unknown as CampaignDispatchService;
  const deliveries = {
    completeFinished: async () => (calls.push('complete'), []),
  } as unknown as DeliveryRepository;
  const campaigns = { findById: async () => found } as unknown as CampaignRepository;
  const settings = {
    mailIdentity: () => ({ campaignPostalAddress: postalAddress }),
  } as unknown as SettingsService;
  const mail = { testSend } as unknown as TransactionalMailService;
  const worker = new EmailProcessor(
    {} as Queue,
    dispatcher,
    deliveries,
    campaigns,
    mail,
    settings,
    {} as BounceMailboxService,
  );
  const dispatch = (jobId?: string) =>
    worker.process({
      name: EmailJobs.dispatch,
      id: jobId ?? dispatchJobId(campaign('scheduled')),
      data: { campaignId: 7 },
    } as Job);
  return { worker, dispatch, calls };
}

describe('EmailProcessor: dispatching a campaign', () => {
  it('starts a due scheduled campaign and hands its batches to the queue', async () => {
    const { dispatch, calls } = processor();
    await expect(dispatch()).resolves.toBe('enqueued 3 batches');
    expect(calls).toEqual(['start', 'enqueue', 'complete']);
  });

  it('fails a scheduled campaign whose postal address was removed since, sending nothing', async () => {
    const { dispatch, calls } = processor({ postalAddress: '' });
    await expect(dispatch()).resolves.toMatch(/^The ministry's postal address was removed/);
    expect(calls).toEqual([expect.stringMatching(/^fail: The ministry's postal address/)]);
  });

  it.each([
    ['no-recipients', 'No recipients matched the target audience at the scheduled time.'],
    ['no-template', "The campaign's e-mail template no longer exists."],
  ] as const)('fails a scheduled campaign with %s, with the reason shown', async (reason, text) => {
    const { dispatch, calls } = processor({ start: { ok: false, reason } });
    await expect(dispatch()).resolves.toBe(text);
    expect(calls).toEqual(['start', `fail: ${text}`]);
  });

  it('leaves alone a job of an earlier life of the database, and a campaign not sending', async () => {
    const stale = processor();
    await expect(stale.dispatch('dispatch-7-other')).resolves.toBe('not this campaign');
    expect(stale.calls).toEqual([]);

    const sent = processor({ found: campaign('sent') });
    await expect(sent.dispatch(dispatchJobId(campaign('sent')))).resolves.toBe(
      'not sending (sent)',
    );
    const gone = processor({ found: null });
    await expect(gone.dispatch()).resolves.toBe('gone');
  });

  it('goes on enqueueing a campaign already sending (a repeated or healing dispatch)', async () => {
    const { dispatch, calls } = processor({ found: campaign('sending') });
    await expect(dispatch()).resolves.toBe('enqueued 3 batches');
    expect(calls).toEqual(['enqueue', 'complete']);
  });
});

describe('EmailProcessor: failures', () => {
  const testSend = (worker: EmailProcessor) =>
    worker.process({ name: EmailJobs.testSend, data: { campaignId: 7, email: 'a@b.c' } } as Job);

  it('fails a job at once for an error retrying cannot mend', async () => {
    const { worker } = processor({
      testSend: async () => {
        throw new NotFoundError('Email campaign not found');
      },
    });
    const failure = testSend(worker);
    await expect(failure).rejects.toThrow(UnrecoverableError);
    await expect(failure).rejects.toThrow('NotFoundError: Email campaign not found');
  });

  it('lets the queue retry a passing outage or an unexpected error', async () => {
    const outage = new UnavailableError('The mail server is down');
    const down = processor({
      testSend: async () => {
        throw outage;
      },
    });
    await expect(testSend(down.worker)).rejects.toBe(outage);
    const lost = new Error('Connection lost');
    const broken = processor({
      testSend: async () => {
        throw lost;
      },
    });
    await expect(testSend(broken.worker)).rejects.toBe(lost);
  });
});
