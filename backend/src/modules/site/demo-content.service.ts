import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ContentChangesService } from '../cache/content-changes.service';
import { addDaysIso } from '../common/calendar-date';
import { ContentSeed } from '../entities/content-seed.entity';
import { Event } from '../entities/event.entity';
import { Scripture } from '../entities/scripture.entity';
import { Video } from '../entities/video.entity';
import { contentScore } from '../videos/content-score';
import { normalizeReference } from '../videos/scripture-references';
import { SearchIndexService } from '../videos/search-index.service';
import { themesOf } from '../videos/topics';
import { formatDuration } from '../youtube/iso-duration';
import { DEMO_TEACHINGS } from './demo-teachings';
import { hashOf } from './thumbnail-svg';

export const DEMO_CHANNEL_TITLE = 'Spirit & Truth Ministry';
const SEED_LOCK = 727_301;
const DAY_MS = 24 * 3600 * 1000;

/** The weekday (0 = Sunday) on or after today, `weeks` weeks on. */
function nextWeekday(day: number, weeks = 0, from = new Date()): string {
  const ahead = (day - from.getDay() + 7) % 7;
  return addDaysIso(ahead + weeks * 7, from);
}

/**
 * On the embedded default (no YouTube key), fills empty tables once with believable content: the demo
 * teachings, upcoming events and scriptures with one on the home page. Each part is recorded in
 * content_seeds, so it is seeded once (an admin who empties a table later keeps it empty); an advisory
 * lock keeps several API processes starting together from seeding twice.
 */
@Injectable()
export class DemoContentService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoContentService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
  async seed(now = new Date(), { demo = true } = {}): Promise<string[]> {
    const seeded = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const done: string[] = [];
      if (demo && (await this.claim(manager, 'demo-videos', Video))) {
        await manager.insert(Video, demoVideos(now));
        done.push('videos');
      }
      if (demo && (await this.claim(manager, 'demo-events', Event))) {
        await manager.insert(Event, demoEvents(now));
        done.push('events');
      }
      if (await this.claim(manager, 'demo-scriptures', Scripture)) {
        const scriptures = demoScriptures(now);
        await manager.insert(
          Scripture,
          demo ? scriptures : scriptures.filter((s) => s.displayOnHome),
        );
        done.push('scriptures');
      }
      return done;
    });
    if (seeded.includes('videos')) await this.searchIndex.refresh();
    for (const topic of seeded)
      await this.changes.publish(topic as 'videos' | 'events' | 'scriptures');
    if (seeded.length) this.logger.log(`Seeded demo ${seeded.join(', ')}`);
    return seeded;
  }

  /** True when this part was never seeded and its table is empty; records it as seeded either way. */
  private async claim(
    manager: EntityManager,
    name: string,
    entity: typeof Video | typeof Event | typeof Scripture,
  ): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ContentSeed)
      .values({ name })
      .orIgnore()
      .returning(['name'])
      .execute();
    if (!(inserted.raw as unknown[]).length) return false;
    return (await manager.count(entity)) === 0;
  }
}

export function demoVideos(now: Date): Partial<Video>[] {
  return DEMO_TEACHINGS.map((teaching, i) => {
    const hash = hashOf(teaching.title);
    const slug = teaching.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40);
    const youtubeId = `demo-${String(i + 1).padStart(3, '0')}-${slug}`.replace(/-$/, '');
    const references = teaching.references.map((r) => normalizeReference(r) ?? r);
    const description = [
      teaching.summary,
      `Scripture: ${references.join('; ')}.`,
      'Join us for Shabbat Fellowship every Saturday at 10:00 AM and Torah Study on Wednesdays at 7:00 PM.',
    ].join('\n\n');
    const themes = themesOf(teaching.title, teaching.summary, teaching.tags.join(' '));
    const durationSeconds = 1200 + (hash % 3000);
    const video: Partial<Video> = {
      youtubeId,
      title: teaching.title,
      description,
      thumbnail: `/media/thumbnails/${youtubeId}.svg`,
      publishedAt: new Date(now.getTime() - (i * 11 + (hash % 7) + 2) * DAY_MS),
      // Older teachings have had longer to gather views.
      viewCount:
        350 + (hash % 4000) + (i % 9) * 1700 + Math.round((i / DEMO_TEACHINGS.length) * 6000),
      durationSeconds,
      duration: formatDuration(durationSeconds),
      themes,
      scriptureReferences: references,
      tags: teaching.tags,
      channelId: null,
      channelTitle: DEMO_CHANNEL_TITLE,
      isActive: true,
      lastUpdated: now,
    };
    video.contentScore = contentScore({
      themes,
      scriptureReferences: references,
      description,
      tags: teaching.tags,
    });
    return video;
  });
}

export function demoEvents(now: Date): Partial<Event>[] {
  return [
    {
      title: 'Shabbat Fellowship',
      description: 'Worship, a Torah portion teaching and a shared meal. Everyone is welcome.',
      date: nextWeekday(6, 0, now),
      time: '10:00 AM - 12:00 PM',
      location: 'Main Sanctuary',
      isSpecial: false,
    },
    {
      title: 'Midweek Torah Study',
      description:
        'An open study of this week’s portion with the haftarah and the apostolic writings.',
      date: nextWeekday(3, 0, now),
      time: '7:00 PM - 8:30 PM',
      location: 'Fellowship Hall',
      isSpecial: false,
    },
    {
      title: 'Youth Night: Faith That Stands',
      description: 'Games, worship and a short teaching for ages 12 to 18, with pizza afterwards.',
      date: nextWeekday(5, 1, now),
      time: '6:30 PM',
      location: 'Youth Room',
      isSpecial: false,
    },
    {
      title: 'Night of Worship and Prayer',
      description:
        'An evening of praise, intercession for our city and testimonies of answered prayer.',
      date: addDaysIso(17, now),
      time: '7:00 PM - 9:30 PM',
      location: 'Main Sanctuary',
      isSpecial: true,
    },
    {
      title: 'Community Passover Seder',
      description:
        'A guided Messianic seder: the story of redemption told around the table. Please register so we can set a place for you.',
      date: addDaysIso(30, now),
      time: '6:00 PM - 9:00 PM',
      location: 'Fellowship Hall',
      isSpecial: true,
    },
    {
      title: 'Sukkot Family Retreat',
      description:
        'Three days of teaching, worship and dwelling in sukkot under the stars, with a children’s programme.',
      date: addDaysIso(52, now),
      time: 'All weekend',
      location: 'Cedar Springs Camp',
      isSpecial: true,
    },
  ];
}

export function demoScriptures(now: Date): Partial<Scripture>[] {
  return [
    {
      text: 'God is Spirit, and those who worship Him must worship in spirit and truth.',
      reference: 'John 4:24',
      isActive: true,
      displayOnHome: true,
      homeDisplaySetAt: now,
    },
    {
      text: 'Your word is a lamp to my feet and a light to my path.',
      reference: 'Psalm 119:105',
      isActive: true,
      displayOnHome: false,
      homeDisplaySetAt: null,
    },
    {
      text: 'Remember the Sabbath day, to keep it holy.',
      reference: 'Exodus 20:8',
      isActive: true,
      displayOnHome: false,
      homeDisplaySetAt: null,
    },
    {
      text: 'Now faith is the substance of things hoped for, the evidence of things not seen.',
      reference: 'Hebrews 11:1',
      isActive: true,
      displayOnHome: false,
      homeDisplaySetAt: null,
    },
  ];
}
