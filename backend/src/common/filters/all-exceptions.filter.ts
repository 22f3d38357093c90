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

interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
  requestId?: string;
}

/**
 * Every error leaves as `{ message, errors? }`. A domain error (common/errors) gets its kind's status
 * and its own message; a controller's or guard's HttpException keeps its status and message; anything
 * unexpected
 * becomes `500 Internal server error` with the request id, and its details go to the log only.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const requestId = String(request.id ?? '');

    if (isDomainError(exception)) {
      if (exception instanceof RetryLaterError)
        response.setHeader('Retry-After', String(exception.retryAfterSeconds));
      const body: ErrorBody = { message: exception.message };
      if (exception.errors) body.errors = exception.errors;
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
