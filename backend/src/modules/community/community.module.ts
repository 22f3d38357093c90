import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { AdminTestimonialsController } from './admin-testimonials.controller';
import { CommunityMembersController } from './community-members.controller';
import { CommunitySessionController } from './community-session.controller';
import { COMMUNITY_ENTITIES } from './entities';
import { MembersService } from './members.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';
import { RequestBodyRules } from '../../common/http/request-body';
import { PrincipalLookups } from '../../common/access/principals';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [MembersService, TestimonialsService];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [
  CommunityMembersController,
  CommunitySessionController,
  TestimonialsController,
  AdminTestimonialsController,
];
/** Queue consumers: registered only by a process running workers. */
const PROCESSORS: Provider[] = [];

/**
 * The community module. Controllers are mounted only in a process serving HTTP; queue processors are
 * registered only in a process running workers.
 */
@Module({})
export class CommunityModule {
  constructor(bodies: RequestBodyRules, principals: PrincipalLookups, members: MembersService) {
    // The routes of this module whose bodies are not small JSON (see RequestBodyRules).
    bodies.allowLongText(/^\/api\/testimonials$/, /^\/api\/community\/members$/);
    // The core's access guard checks a member session through this module's members.
    principals.provideMembers((id) => members.exists(id));
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(CommunityModule, options, () => ({
      module: CommunityModule,
      imports: [TypeOrmModule.forFeature(COMMUNITY_ENTITIES)],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...(options.workers ? PROCESSORS : [])],
      exports: PROVIDERS,
    }));
  }
}
