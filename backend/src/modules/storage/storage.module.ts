import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PublicReadRegistry } from '../../common/http/public-reads';
import { RequestBodyRules } from '../../common/http/request-body';
import { AUDIO_URL_PREFIX } from './audio-format';
import { LocalVideoStorage } from './local-video-storage';
import { AudioStorage } from './audio-storage.service';
import { AudioMediaController, MediaController } from './media.controller';
import { STORAGE_ENTITIES } from './entities';
import { S3VideoStorage } from './s3-video-storage';
import { StorageController } from './storage.controller';
import { StoredFilesRepository } from './stored-files.repository';
import { StoredFiles } from './stored-files.service';
import { VIDEO_URL_PREFIX } from './video-format';
import { VideoStorage } from './video-storage';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [
  {
    provide: VideoStorage,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig): VideoStorage =>
      config.storage.s3 ? new S3VideoStorage(config) : new LocalVideoStorage(config),
  },
  AudioStorage,
  StoredFilesRepository,
  StoredFiles,
];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [StorageController, MediaController, AudioMediaController];
/** Queue consumers: registered only by a process running workers. */
const PROCESSORS: Provider[] = [];

/**
 * The storage module. Controllers are mounted only in a process serving HTTP; queue processors are
 * registered only in a process running workers.
 */
@Module({})
export class StorageModule {
  /** The signed video upload (local storage) is one PUT of up to 100 MB: it may arrive slowly. */
  constructor(bodies: RequestBodyRules, publicReads: PublicReadRegistry) {
    bodies.allowSlowUploads(new RegExp(`^${VIDEO_URL_PREFIX}`));
    // Teachings' audio is the same for everyone (podcast apps fetch it): no session is looked up.
    publicReads.addPaths(new RegExp(`^${AUDIO_URL_PREFIX}`));
  }

  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(StorageModule, options, () => ({
      module: StorageModule,
      imports: [TypeOrmModule.forFeature(STORAGE_ENTITIES)],
      controllers: options.http ? CONTROLLERS : [],
      providers: [...PROVIDERS, ...(options.workers ? PROCESSORS : [])],
      exports: [VideoStorage, AudioStorage, StoredFiles],
    }));
  }
}
