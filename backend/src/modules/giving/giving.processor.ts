import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import { toJobFailure } from '../../common/errors/job-failure';
import { GivingMailService } from './giving-mail.service';
import { GIVING_QUEUE, GivingJobs } from './giving.constants';
import { GivingStatementsService } from './giving-statements.service';

/**
 * The giving queue: outbox mail (receipts, failed-payment notes, statements), the year-end
 * statements run that fills the outbox, and the sweep that recovers lost jobs.
 */
@Processor(GIVING_QUEUE, { concurrency: 4 })
export class GivingProcessor extends WorkerHost {
  private readonly logger = new Logger(GivingProcessor.name);

  constructor(
    private readonly mail: GivingMailService,
    private readonly statements: GivingStatementsService,
  ) {
    super();
  }

  /** A lost lock (a stalled process) is logged; the job runs again, and skips mail marked sent. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`Giving worker: ${error.message}`);
  }

  async process(job: Job): Promise<unknown> {
    try {
      switch (job.name) {
        case GivingJobs.mail:
          return await this.mail.send((job.data as { mailId: number }).mailId);
        case GivingJobs.statements:
          return {
            queued: await this.statements.queueYear((job.data as { year: number }).year, (ids) =>
              this.mail.enqueue(ids),
            ),
          };
        case GivingJobs.sweep:
          return { mail: await this.mail.sweep() };
        default:
          throw new UnrecoverableError(`Unknown giving job ${job.name}`);
      }
    } catch (error) {
      throw toJobFailure(error);
    }
  }
}
