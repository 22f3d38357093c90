import { Logger } from '@nestjs/common';
import type { Response } from 'express';

const logger = new Logger('AfterAnswer');

/**
 * Runs `work` once the answer has been sent, so its time is not in the answer's: a route whose answer
 * must not tell a member from a stranger does the member-only work (a sign-in row, a queued e-mail)
 * here. A failure is logged with `what`; the caller already has its answer.
 */
export function afterAnswer(res: Response, what: string, work: () => Promise<unknown>): void {
  const run = () => {
    work().catch((error: unknown) => logger.error({ err: error }, `${what} failed`));
  };
  if (res.writableFinished) run();
  else res.once('finish', run);
}
