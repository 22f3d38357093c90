import { Global, Module } from '@nestjs/common';
import { SiteLanguages } from '../i18n/site-languages';
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

@Global()
@Module({ providers: [...REGISTERS, UserSessions], exports: [...REGISTERS, UserSessions] })
export class HttpCoreModule {}
