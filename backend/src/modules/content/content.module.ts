import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppModuleOptions } from '../../app-options';
import { CONTENT_ENTITIES } from './entities';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [];
/** Queue consumers: registered only by a process running workers. */
const PROCESSORS: Provider[] = [];

/**
 * The content module. Controllers are mounted only in a process serving HTTP; queue processors are
 * registered only in a process running workers.
 */
@Module({})
export class ContentModule {
  static register(options: AppModuleOptions): DynamicModule {
    return {
      module: ContentModule,
      imports: [TypeOrmModule.forFeature(CONTENT_ENTITIES)],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...(options.workers ? PROCESSORS : [])],
      exports: PROVIDERS,
    };
  }
}
