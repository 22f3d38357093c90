import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import { toJobFailure } from '../../common/errors/job-failure';
import { isDomainError } from '../../common/errors/domain-error';
import { IMPORTS_QUEUE, RUN_IMPORT_JOB } from './imports.constants';
import { ImportsService, type RunImportJobData } from './imports.service';

/**
 * Runs imports from the imports queue, one at a time per worker. A run is one transaction: a crash
 * leaves nothing written, and the retry starts the file again. A domain error (rows in error, the
 * file gone) fails the import at once with its message; anything else is retried, and the import
 * is marked failed when the last attempt fails.
 */
@Processor(IMPORTS_QUEUE, { concurrency: 1 })
export class ImportsProcessor extends WorkerHost {
  private readonly logger = new Logger(ImportsProcessor.name);

  constructor(private readonly imports: ImportsService) {
    super();
  }

  async process(job: Job<RunImportJobData>): Promise<void> {
    if (job.name !== RUN_IMPORT_JOB)
      throw new UnrecoverableError(`Unknown imports job ${job.name}`);
    const { importId } = job.data;
    try {
      await this.imports.run(importId);
    } catch (error) {
      const failure = toJobFailure(error);
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (failure instanceof UnrecoverableError || lastAttempt) {
        const reason = isDomainError(error)
          ? error.message
          : 'The import stopped on an unexpected error; nothing was imported. Try again.';
        await this.imports.markFailed(importId, reason);
      }
      if (!isDomainError(error))
        this.logger.error({ err: error, importId }, 'An import run failed');
      throw failure;
    }
  }
}
