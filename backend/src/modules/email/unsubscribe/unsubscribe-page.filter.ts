import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { HTTP_STATUS_OF_KIND, isDomainError } from '../../../common/errors/domain-error';
import { MailComposerService } from '../mail/mail-composer.service';
import { errorPage, invalidPage } from './unsubscribe-page';

/**
 * The unsubscribe pages are opened by people from their mail, so every failure answers with a page
 * too (the global filter's JSON would be all they see).
 */
@Catch()
export class UnsubscribePageFilter implements ExceptionFilter {
  private readonly logger = new Logger('Unsubscribe');

  constructor(private readonly composer: MailComposerService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    if (response.headersSent) return;
    const look = this.composer.pageLookFor(request);
    const status = clientStatus(exception);
    response.setHeader('Cache-Control', 'no-store');
    if (status) {
      response.status(status).type('html').send(invalidPage(look));
      return;
    }
    this.logger.error(
      { err: exception, requestId: String(request.id ?? ''), method: request.method },
      'Unsubscribe failed',
    );
    response.status(500).type('html').send(errorPage(look));
  }
}

/**
 * A 4xx status for bad client input (domain errors, Nest exceptions and body-parser errors), else
 * undefined.
 */
function clientStatus(exception: unknown): number | undefined {
  const status = isDomainError(exception)
    ? HTTP_STATUS_OF_KIND[exception.kind]
    : exception instanceof HttpException
      ? exception.getStatus()
      : (exception as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
