import { contentScore } from '../content-score';
import { formatDuration } from '../duration';
import type { Video } from '../entities/video.entity';
import { normalizeReference } from '../scripture-references';
import { themesOf } from '../topics';
import { DEMO_TEACHINGS } from './demo-teachings';
import { hashOf } from './thumbnail-svg';

/** The channel the demo teachings are shown as coming from (and their title cards' label). */
export const DEMO_CHANNEL_TITLE = 'Spirit & Truth Ministry';
const DAY_MS = 24 * 3600 * 1000;

/** The demo catalogue as rows: themes, durations, view counts and dates derived from the teachings. */
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
