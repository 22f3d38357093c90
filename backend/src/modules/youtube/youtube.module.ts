import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { registerOnce, type AppModuleOptions } from '../../app-options';
import { StorageModule } from '../storage/storage.module';
import { TeachingsModule } from '../teachings/teachings.module';
import { VideosModule } from '../videos/videos.module';
import { ThumbnailMirror } from './thumbnail-mirror.service';
import { YoutubeAdminController } from './youtube-admin.controller';
import { YoutubeSyncProcessor } from './youtube-sync.processor';
import { YoutubeSyncScheduler } from './youtube-sync.scheduler';
import { YoutubeSyncService } from './youtube-sync.service';
import { CONTENT_QUEUE } from './youtube.constants';

/** Services, used by both the API and the workers. */
const PROVIDERS: Provider[] = [YoutubeSyncService, ThumbnailMirror];
/** Only in a process serving HTTP: scheduling the sync at start and on an administrator's request. */
const HTTP_PROVIDERS: Provider[] = [YoutubeSyncScheduler];
/** HTTP controllers: mounted only by a process serving the API. */
const CONTROLLERS: Type[] = [YoutubeAdminController];
/** Queue consumers: registered only by a process running workers. */
const PROCESSORS: Provider[] = [YoutubeSyncProcessor];

/**
 * The YouTube sync: mirrors the configured channel's uploads into the video catalogue (the videos
 * module), and their thumbnails into stored files (the storage module), on the queue, at start, on a
 * schedule and on an administrator's request. Controllers are mounted only in a process serving HTTP;
 * queue processors are registered only in a process running workers.
 */
@Module({})
export class YoutubeModule {
  static register(options: AppModuleOptions): DynamicModule {
    return registerOnce(YoutubeModule, options, () => ({
      module: YoutubeModule,
      imports: [
        VideosModule.register(options),
        StorageModule.register(options),
        TeachingsModule.register(options),
        BullModule.registerQueue({ name: CONTENT_QUEUE }),
      ],
      controllers: options.http ? CONTROLLERS : [],
      providers: [
        ...PROVIDERS,
        ...(options.http ? HTTP_PROVIDERS : []),
        ...(options.workers ? PROCESSORS : []),
      ],
      exports: PROVIDERS,
    }));
  }
}
