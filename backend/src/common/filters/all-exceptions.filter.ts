import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { HTTP_STATUS_OF_KIND, RetryLaterError, isDomainError } from '../errors/domain-error';
import { redactUrl } from '../http/request-log';
import type { MessageCatalogues } from '../i18n/catalogues';
import { SOURCE_LANGUAGE, type Language } from '../i18n/languages';
import type { SiteLanguages } from '../i18n/site-languages';

interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
  code?: string;
  requestId?: string;
}

/**
 * Every error leaves as `{ message, errors? }`. A domain error (common/errors) gets its kind's status
 * and its own message; a controller's or guard's HttpException keeps its status and message; anything
 * unexpected
 * becomes `500 Internal server error` with the request id, and its details go to the log only.
 * Given the site's languages and the message catalogues, every message leaves in the caller's
 * language (`SiteLanguages.of`: `lang` query, `lang` cookie, Accept-Language), the shape unchanged.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(
    private readonly languages?: SiteLanguages,
    private readonly catalogues?: MessageCatalogues,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const language = this.languageOf(request);
    if (language !== SOURCE_LANGUAGE) {
      // Every body below goes through json(): its messages are translated there, in one place.
      const json = response.json.bind(response);
      response.setHeader('Content-Language', language);
      response.json = (body: unknown) => json(this.translated(body, language));
    }
    this.send(exception, request, response);
  }

  private languageOf(request: Request): Language {
    if (!this.languages || !this.catalogues) return SOURCE_LANGUAGE;
    try {
      return this.languages.of(request);
    } catch {
      return SOURCE_LANGUAGE;
    }
  }

  private translated(body: unknown, language: Language): unknown {
    const catalogues = this.catalogues;
    if (!catalogues || !body || typeof body !== 'object') return body;
    const { message, errors } = body as ErrorBody;
    const copy: ErrorBody = { ...(body as ErrorBody) };
    if (typeof message === 'string') copy.message = catalogues.translate(message, language);
    if (Array.isArray(errors))
      copy.errors = errors.map((error) =>
        typeof error?.message === 'string'
          ? { ...error, message: catalogues.translate(error.message, language) }
          : error,
      );
    return copy;
  }

  private send(exception: unknown, request: Request, response: Response): void {
    const requestId = String(request.id ?? '');

    if (isDomainError(exception)) {
      if (exception instanceof RetryLaterError)
        response.setHeader('Retry-After', String(exception.retryAfterSeconds));
      const body: ErrorBody = { message: exception.message };
      if (exception.errors) body.errors = exception.errors;
      if (exception.code) body.code = exception.code;
      response.status(HTTP_STATUS_OF_KIND[exception.kind]).json(body);
      return;
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      const { retryAfter } = exception as { retryAfter?: unknown };
      if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
      response.status(exception.getStatus()).json(clientErrorBody(exception));
      return;
    }
    const status = statusOfLibraryError(exception);
    if (status) {
      response.status(status.code).json({ message: status.message });
      return;
    }
    this.logger.error(
      { err: exception, requestId, method: request.method, url: redactUrl(request.originalUrl) },
      'Unhandled error',
    );
    if (response.headersSent) return;
    const body: ErrorBody = { message: 'Internal server error', requestId };
    response.status(HttpStatus.INTERNAL_SERVER_ERROR).json(body);
  }
}

function clientErrorBody(exception: HttpException): ErrorBody {
  const raw = exception.getResponse();
  if (typeof raw === 'string') return { message: raw };
  const { message, errors } = raw as { message?: unknown; errors?: ErrorBody['errors'] };
  const text = Array.isArray(message)
    ? String(message[0])
    : typeof message === 'string'
      ? message
      : exception.message;
  return errors ? { message: text, errors } : { message: text };
}

/** Errors raised by body-parser and friends for bad client input carry a status of their own. */
function statusOfLibraryError(exception: unknown): { code: number; message: string } | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, type } = exception as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (type === 'entity.parse.failed')
    return { code: 400, message: 'Malformed JSON in request body' };
  if (type === 'entity.too.large') return { code: 413, message: 'Request body too large' };
  if (type === 'entity.too.deep')
    return { code: 400, message: 'Request body is nested too deeply' };
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return { code: 415, message: 'Unsupported body encoding' };
  return { code: status, message: 'Bad request' };
}
