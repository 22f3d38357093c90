import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ContentChangesService, ContentTopic } from '../content-cache/content-changes.service';
import { EventsService } from '../events/events.service';
import { ScripturesService } from '../scriptures/scriptures.service';
import { SearchIndexService } from '../videos/search-index.service';
import { VideoCatalogService } from '../videos/video-catalog.service';
import { ContentSeedsRepository } from './content-seeds.repository';

/**
 * On the embedded default (no YouTube key), fills empty tables once with believable content: the demo
 * teachings, upcoming events and scriptures with one on the home page, each made by its own module.
 * Each part is recorded in content_seeds, so it is seeded once (an admin who empties a table later keeps
 * it empty); an advisory lock keeps several API processes starting together from seeding twice.
 */
@Injectable()
export class DemoContentService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoContentService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly seeds: ContentSeedsRepository,
    private readonly videos: VideoCatalogService,
    private readonly events: EventsService,
    private readonly scriptures: ScripturesService,
    private readonly searchIndex: SearchIndexService,
    private readonly changes: ContentChangesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemoContent) await this.seed();
    else if (this.config.seedDefaultScripture) await this.seed(new Date(), { demo: false });
    await this.searchIndex.refreshIfMissing();
  }

  /**
   * Seeds whatever part has never been seeded and is still empty; returns the parts seeded. Without
   * `demo` (a real channel is synced), only the weekly scripture: the closing quotation, on home.
   */
  async seed(now = new Date(), { demo = true } = {}): Promise<ContentTopic[]> {
    // A part is claimed (recorded as seeded) first, and filled only when its table is empty.
    const seeded = await this.seeds.inSeedingTransaction(async (manager) => {
      const done: ContentTopic[] = [];
      if (
        demo &&
        (await this.seeds.claim(manager, 'demo-videos')) &&
        (await this.videos.seedDemo(manager, now))
      )
        done.push('videos');
      if (
        demo &&
        (await this.seeds.claim(manager, 'demo-events')) &&
        (await this.events.seedDemo(manager, now))
      )
        done.push('events');
      if (
        (await this.seeds.claim(manager, 'demo-scriptures')) &&
        (await this.scriptures.seedDemo(manager, now, { homeOnly: !demo }))
      )
        done.push('scriptures');
      return done;
    });
    // Rebuilding the search index announces the videos itself; the other parts are announced here.
    if (seeded.includes('videos')) await this.searchIndex.refresh();
    for (const topic of seeded) if (topic !== 'videos') await this.changes.publish(topic);
    if (seeded.length) this.logger.log(`Seeded demo ${seeded.join(', ')}`);
    return seeded;
  }
}
