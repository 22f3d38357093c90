import { NotFoundError } from '../../common/errors/domain-error';
import { QueueMessages } from './queue-admin.dto';

/** A queue name that is not one of this application's queues. */
export class UnknownQueueError extends NotFoundError {
  constructor() {
    super(QueueMessages.unknownQueue);
  }
}

/** No such job in the queue, or one that is not failed (only failed jobs are retried). */
export class FailedJobNotFoundError extends NotFoundError {
  constructor() {
    super(QueueMessages.jobNotFound);
  }
}
