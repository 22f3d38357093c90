import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MessageCatalogues } from '../i18n/catalogues';
import { SiteLanguages } from '../i18n/site-languages';
import { AnswerLanguageInterceptor } from './answer-language.interceptor';
import { PublicReadRegistry } from './public-reads';
import { RequestBodyRules } from './request-body';
import { PageData } from './page-data';
import { PageSettings } from './page-settings';
import { TokenAuthorisedPaths } from './same-origin.middleware';
import { UserSessions } from './user-sessions.repository';

/**
 * The registers through which features tell the core's HTTP pipeline about their routes: public reads
 * and their stored answers, what a route's body may be, paths authorised by a token in the request,
 * pages served with their content, and the languages the site offers.
 */
const REGISTERS = [
  PublicReadRegistry,
  RequestBodyRules,
  TokenAuthorisedPaths,
  PageSettings,
  PageData,
  SiteLanguages,
];

/** The server's message catalogues, read once per process (the exception filter, the mails). */
const CATALOGUES = { provide: MessageCatalogues, useFactory: () => MessageCatalogues.load() };

@Global()
@Module({
  providers: [
    ...REGISTERS,
    UserSessions,
    CATALOGUES,
    // A write's answer (`message`) in the caller's language.
    { provide: APP_INTERCEPTOR, useClass: AnswerLanguageInterceptor },
  ],
  exports: [...REGISTERS, UserSessions, MessageCatalogues],
})
export class HttpCoreModule {}
