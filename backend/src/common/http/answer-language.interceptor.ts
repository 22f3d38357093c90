import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { MessageCatalogues } from '../i18n/catalogues';
import { SOURCE_LANGUAGE } from '../i18n/languages';
import { SiteLanguages } from '../i18n/site-languages';

/**
 * A write's answer in the caller's language: the `message` of a 2xx body (a change made, a link on
 * its way; the dashboard and the community pages show it in a toast or a panel) is translated as the
 * exception filter translates an error's (the site's language cookie, else `Accept-Language`, among
 * the offered languages), with `Content-Language`. The shape stays; a caller asking for no language,
 * and a site offering English alone, get the English text as before. Reads (`GET`, `HEAD`) are left
 * alone: their answers carry data, not sentences, and the public reads' speed stays as it is.
 */
@Injectable()
export class AnswerLanguageInterceptor implements NestInterceptor {
  constructor(
    private readonly languages: SiteLanguages,
    private readonly catalogues: MessageCatalogues,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (request.method === 'GET' || request.method === 'HEAD') return next.handle();
    const language = this.languages.of(request);
    if (language === SOURCE_LANGUAGE) return next.handle();
    return next.handle().pipe(
      map((body: unknown) => {
        if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
        const { message } = body as { message?: unknown };
        if (typeof message !== 'string') return body;
        http.getResponse<Response>().setHeader('Content-Language', language);
        return { ...body, message: this.catalogues.translate(message, language) };
      }),
    );
  }
}
