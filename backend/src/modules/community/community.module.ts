import { AuditTargetNames } from '../../common/audit/audit-target-names';
import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { AdminTestimonialsController } from './admin-testimonials.controller';
import { CommunityMembersController } from './community-members.controller';
import { CommunitySessionController } from './community-session.controller';
import { COMMUNITY_ENTITIES } from './entities';
import { MembersService } from './members.service';
import { SignInService } from './sign-in.service';
import { MemberErasureService } from './member-erasure.service';
import { MyAccountController } from './my-account.controller';
import { MyAccountService } from './my-account.service';
import { CounselingModule } from '../counseling/counseling.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';
import { RequestBodyRules } from '../../common/http/request-body';
import { PrincipalLookups } from '../../common/access/principals';
import { SettingsModule } from '../settings/settings.module';
import { TestimonialsRetention } from './testimonials.retention';
import { MembersRepository } from './members.repository';
import { TestimonialsRepository } from './testimonials.repository';
import { SignInsRepository } from './sign-ins.repository';
import { MemberEmailChangesRepository } from './member-email-changes.repository';
import { MemberErasureRepository } from './member-erasure.repository';
import { MemberImportsRepository } from './member-imports.repository';
import { MemberImportsService } from './member-imports.service';
import { MemberDataSections } from './member-data-sections';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [
  MembersService,
  TestimonialsService,
  SignInService,
  MemberErasureService,
  MyAccountService,
  MemberDataSections,
  // Imports of members (the imports module).
  MemberImportsService,
];
/** Queries: the module's own, not offered to the others. */
const REPOSITORIES: Provider[] = [
  MembersRepository,
  TestimonialsRepository,
  SignInsRepository,
  MemberEmailChangesRepository,
  MemberErasureRepository,
  MemberImportsRepository,
];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [
  CommunityMembersController,
  CommunitySessionController,
  TestimonialsController,
  AdminTestimonialsController,
  MyAccountController,
];
/** Queue consumers and housekeeping: registered only by a process running workers. */
const PROCESSORS: Provider[] = [TestimonialsRetention];

/**
 * The community module. Controllers are mounted only in a process serving HTTP; queue processors are
 * registered only in a process running workers.
 */
@Module({})
export class CommunityModule {
  constructor(
    bodies: RequestBodyRules,
    principals: PrincipalLookups,
    members: MembersService,
    auditTargets: AuditTargetNames,
    memberRows: MembersRepository,
    testimonialRows: TestimonialsRepository,
  ) {
    auditTargets.provide('member', memberRows.names());
    auditTargets.provide('testimonial', testimonialRows.titles());
    // The routes of this module whose bodies are not small JSON (see RequestBodyRules).
    bodies.allowLongText(
      /^\/api\/testimonials$/,
      /^\/api\/community\/members$/,
      /^\/api\/community\/me$/,
    );
    // The core's access guard checks a member session through this module's members.
    principals.provideMembers((id) => members.findSignedIn(id));
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(CommunityModule, options, () => ({
      module: CommunityModule,
      // SettingsModule: the retention period of rejected testimonies. Counseling and Newsletter: a
      // member's own data (My account).
      imports: [
        TypeOrmModule.forFeature(COMMUNITY_ENTITIES),
        SettingsModule.register(options),
        CounselingModule.register(options),
        NewsletterModule.register(options),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...REPOSITORIES, ...(options.workers ? PROCESSORS : [])],
      exports: PROVIDERS,
    }));
  }
}
