import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { AdminTestimonialsController } from './admin-testimonials.controller';
import { CommunityMembersController } from './community-members.controller';
import { CommunitySessionController } from './community-session.controller';
import { COMMUNITY_ENTITIES } from './entities';
import { MembersService } from './members.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';
import { RequestBodyRules } from '../../common/http/request-body';

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
  /** The routes of this module whose bodies are not small JSON (see RequestBodyRules). */
  constructor(bodies: RequestBodyRules) {
    bodies.allowLongText(/^\/api\/testimonials$/, /^\/api\/community\/members$/);
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(CommunityModule, options, () => ({
      module: CommunityModule,
      imports: [TypeOrmModule.forFeature(COMMUNITY_ENTITIES), AuthModule],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...(options.workers ? PROCESSORS : [])],
      exports: PROVIDERS,
    }));
  }
}
