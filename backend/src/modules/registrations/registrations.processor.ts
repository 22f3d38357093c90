import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import { toJobFailure } from '../../common/errors/job-failure';
import { RegistrationMailService } from './registration-mail.service';
import { REGISTRATIONS_QUEUE, RegistrationJobs } from './registrations.constants';
import { RegistrationsService } from './registrations.service';

/** The registrations queue: outbox mail, reminders, and the sweep that recovers both. */
@Processor(REGISTRATIONS_QUEUE, { concurrency: 4 })
export class RegistrationsProcessor extends WorkerHost {
  private readonly logger = new Logger(RegistrationsProcessor.name);

  constructor(
    private readonly mail: RegistrationMailService,
    private readonly registrations: RegistrationsService,
  ) {
    super();
  }

  /** A lost lock (a stalled process) is logged; the job runs again, and skips mail marked sent. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`Registrations worker: ${error.message}`);
  }

  async process(job: Job): Promise<unknown> {
    try {
      switch (job.name) {
        case RegistrationJobs.mail:
          return await this.mail.send((job.data as { mailId: number }).mailId);
        case RegistrationJobs.reminder:
          return await this.registrations.remind(
            (job.data as { registrationId: number }).registrationId,
          );
        case RegistrationJobs.sweep:
          return {
            mail: await this.registrations.sweepOutbox(),
            reminders: await this.registrations.scheduleOwedReminders(),
          };
        default:
          throw new UnrecoverableError(`Unknown registrations job ${job.name}`);
      }
    } catch (error) {
      throw toJobFailure(error);
    }
  }
}
