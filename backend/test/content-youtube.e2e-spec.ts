import { Client } from 'pg';
import request from 'supertest';
import { YoutubeApiError } from '../src/modules/youtube/youtube-api.client';
import { YoutubeSyncService } from '../src/modules/youtube/youtube-sync.service';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';
import {
  API_KEY,
  CHANNEL_ID,
  FakeVideo,
  FakeYoutube,
  startFakeYoutube,
} from './support/youtube-fake-server';

/** 53 uploads: two pages of the playlist, two videos.list batches; a few with fields missing. */
function channelVideos(): FakeVideo[] {
  const videos: FakeVideo[] = Array.from({ length: 50 }, (_, i) => ({
    id: `vid${String(i).padStart(8, '0')}`,
    title: `Weekly Torah Portion ${i + 1}`,
    description: `Teaching from the portion with Exodus ${1 + (i % 40)}:1.`,
    tags: ['torah', 'bible study'],
    duration: 'PT38M5S',
    viewCount: String(1000 + i),
  }));
  videos.push(
    {
      id: 'sabbathXYZ1',
      title: 'Keeping the Sabbath Holy (Exodus 20:8-11)',
      description:
        'Why Shabbat still matters. We read Jn 3:16 and Isaiah 58:13 together.\nPray with us.',
      tags: ['sabbath', 'shabbat', 'Hebrews 4:9'],
      duration: 'PT1H2M3S',
      viewCount: '98765',
    },
    {
      id: 'hiddenStats',
      title: 'Prayer Night Live',
      duration: 'P0D',
      noStatistics: true,
      noThumbnails: true,
    },
    { id: 'privateVid1', title: 'Private rehearsal', private: true },
  );
  return videos;
}

/** The app on a fresh database, synced from a fake YouTube serving `videos`, with a database client. */
async function startWithFakeYoutube(
  videos: FakeVideo[],
  options: { workers: boolean; env?: Record<string, string> },
): Promise<{ t: TestApp; fake: FakeYoutube; db: Client; close(): Promise<void> }> {
  const fake = await startFakeYoutube(videos);
  const t = await createTestApp({
    env: {
      YOUTUBE_API_KEY: API_KEY,
      YOUTUBE_CHANNEL_ID: CHANNEL_ID,
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      ...options.env,
    },
    workers: options.workers,
  });
  const db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
  return {
    t,
    fake,
    db,
    close: async () => {
      await db.end();
      await t.close();
      await fake.close();
    },
  };
}

describe('YouTube sync (Data API v3 against a local server in the real format)', () => {
  let t: TestApp;
  let fake: FakeYoutube;
  let db: Client;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, fake, db, close } = await startWithFakeYoutube(channelVideos(), {
      workers: false,
      env: { YOUTUBE_SYNC_INTERVAL_MINUTES: '600' },
    }));
  });
  afterAll(() => close());

  it('imports every upload across pages, in batches of at most 50, with the key', async () => {
    fake.requests.length = 0;
    const result = await t.app.get(YoutubeSyncService).sync();
    expect(result).toEqual({ upserted: 52, deactivated: 0 });
    const paths = fake.requests.map((u) => u.pathname.replace('/youtube/v3/', ''));
    expect(paths[0]).toBe('channels');
    expect(paths.filter((p) => p === 'playlistItems')).toHaveLength(2);
    const videoCalls = fake.requests.filter((u) => u.pathname.endsWith('/videos'));
    expect(videoCalls.map((u) => u.searchParams.get('id')!.split(',').length)).toEqual([50, 3]);
    expect(videoCalls[0].searchParams.get('part')).toBe('snippet,contentDetails,statistics');
    expect(fake.requests.every((u) => u.searchParams.get('key') === API_KEY)).toBe(true);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM videos WHERE is_active');
    expect(rows[0].n).toBe(52);
  });

  it('parses durations, derives themes and references, scores content, and tolerates missing fields', async () => {
    const { rows } = await db.query(
      `SELECT youtube_id, duration, duration_seconds, view_count, themes, scripture_references, tags,
              content_score, thumbnail, channel_title, channel_id
       FROM videos WHERE youtube_id IN ('sabbathXYZ1', 'hiddenStats') ORDER BY youtube_id`,
    );
    const [hidden, sabbath] = rows;
    expect(sabbath).toMatchObject({
      duration: '1:02:03',
      duration_seconds: 3723,
      view_count: 98765,
      channel_title: 'Spirit & Truth Ministry',
      channel_id: CHANNEL_ID,
      thumbnail: 'https://i.ytimg.com/vi/sabbathXYZ1/hqdefault.jpg',
    });
    expect(sabbath.themes).toEqual(expect.arrayContaining(['Sabbath', 'Prayer & Worship']));
    expect(sabbath.scripture_references).toEqual(
      expect.arrayContaining(['Exodus 20:8-11', 'John 3:16', 'Isaiah 58:13', 'Hebrews 4:9']),
    );
    expect(sabbath.content_score).toBeGreaterThan(0.5);
    expect(hidden).toMatchObject({
      duration: '0:00',
      duration_seconds: 0,
      view_count: 0,
      tags: [],
    });
    expect(hidden.thumbnail).toBe('https://i.ytimg.com/vi/hiddenStats/hqdefault.jpg');
    // The synced catalogue is searchable at once.
    const found = await request(t.server).get('/api/youtube/videos?q=John%203').expect(200);
    expect(found.body[0].youtubeId).toBe('sabbathXYZ1');
    expect(found.body[0].url).toBe('https://www.youtube.com/watch?v=sabbathXYZ1');
    // The site links the synced channel ("View all sermons on YouTube", the footer).
    const site = await request(t.server).get('/api/site').expect(200);
    expect(site.body.channelUrl).toBe(`https://www.youtube.com/channel/${CHANNEL_ID}`);
  });

  it('updates changed videos and marks videos gone from the channel inactive', async () => {
    const sabbath = fake.videos.find((v) => v.id === 'sabbathXYZ1')!;
    sabbath.viewCount = '100000';
    sabbath.title = 'Keeping the Sabbath Holy';
    fake.videos = fake.videos.filter((v) => v.id !== 'vid00000007');
    const result = await t.app.get(YoutubeSyncService).sync();
    expect(result).toEqual({ upserted: 51, deactivated: 1 });
    const { rows } = await db.query(
      "SELECT youtube_id, is_active, view_count, title FROM videos WHERE youtube_id IN ('vid00000007', 'sabbathXYZ1') ORDER BY youtube_id",
    );
    expect(rows).toEqual([
      {
        youtube_id: 'sabbathXYZ1',
        is_active: true,
        view_count: 100000,
        title: 'Keeping the Sabbath Holy',
      },
      {
        youtube_id: 'vid00000007',
        is_active: false,
        view_count: 1007,
        title: 'Weekly Torah Portion 8',
      },
    ]);
    const list = (await request(t.server).get('/api/youtube/videos?maxResults=50').expect(200))
      .body as {
      youtubeId: string;
    }[];
    expect(list.map((v) => v.youtubeId)).not.toContain('vid00000007');
    // Back on the channel: active again.
    fake.videos.push({ id: 'vid00000007', title: 'Weekly Torah Portion 8', viewCount: '1007' });
    await t.app.get(YoutubeSyncService).sync();
    const back = await db.query("SELECT is_active FROM videos WHERE youtube_id = 'vid00000007'");
    expect(back.rows[0].is_active).toBe(true);
  });

  it('stops on a quota error without deactivating anything it did not see', async () => {
    fake.quotaExceeded = true;
    try {
      const error = await t.app
        .get(YoutubeSyncService)
        .sync()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(YoutubeApiError);
      expect((error as YoutubeApiError).quotaExceeded).toBe(true);
      expect((error as YoutubeApiError).status).toBe(403);
    } finally {
      fake.quotaExceeded = false;
    }
    const { rows } = await db.query('SELECT count(*)::int AS n FROM videos WHERE is_active');
    expect(rows[0].n).toBe(52);
  });

  it('lets an administrator start a sync (202), and no one else', async () => {
    const { agent: admin } = await signedInAgent(t, { isAdmin: true });
    const { agent: user } = await signedInAgent(t, { isAdmin: false });
    await request(t.server).post('/api/admin/youtube/sync').expect(401);
    await user.post('/api/admin/youtube/sync').expect(403);
    const res = await admin.post('/api/admin/youtube/sync').expect(202);
    expect(res.body).toEqual({ message: 'YouTube sync started' });
  });
});

describe('YouTube sync through the queue', () => {
  let t: TestApp;
  let fake: FakeYoutube;
  let db: Client;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, fake, db, close } = await startWithFakeYoutube(channelVideos().slice(50), {
      workers: true,
    }));
  });
  afterAll(() => close());

  const activeCount = async () =>
    (await db.query('SELECT count(*)::int AS n FROM videos WHERE is_active')).rows[0].n as number;

  it('runs at start, and again when an administrator asks', async () => {
    for (let i = 0; i < 100 && (await activeCount()) < 2; i += 1)
      await new Promise((r) => setTimeout(r, 100));
    expect(await activeCount()).toBe(2);
    fake.videos.push({ id: 'newUpload01', title: 'Faith That Moves Mountains (Matthew 17:20)' });
    const { agent: admin } = await signedInAgent(t, { isAdmin: true });
    await admin.post('/api/admin/youtube/sync').expect(202);
    for (let i = 0; i < 100 && (await activeCount()) < 3; i += 1)
      await new Promise((r) => setTimeout(r, 100));
    expect(await activeCount()).toBe(3);
  });

  it('ships the closing quotation as the weekly scripture on a fresh install with a channel, and no demo content', async () => {
    const fresh = await startWithFakeYoutube(channelVideos(), {
      workers: false,
      env: { SEED_DEMO_CONTENT: 'true' },
    });
    try {
      const weekly = await request(fresh.t.server).get('/api/scripture/weekly').expect(200);
      expect(weekly.body).toMatchObject({ reference: 'John 4:24' });
      expect(weekly.body.text).toMatch(/worship in spirit and truth/);
      await request(fresh.t.server).get('/api/events').expect(200, []);
      const { rows } = await fresh.db.query(
        "SELECT count(*)::int AS demo FROM videos WHERE youtube_id LIKE 'demo-%'",
      );
      expect(rows[0].demo).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('refuses to start a sync when it is not configured', async () => {
    const plain = await createTestApp({ workers: false });
    try {
      const { agent } = await signedInAgent(plain, { isAdmin: true });
      const res = await agent.post('/api/admin/youtube/sync').expect(409);
      expect(res.body.message).toMatch(/not configured/);
    } finally {
      await plain.close();
    }
  });
});
