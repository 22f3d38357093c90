import { Client } from 'pg';
import sharp from 'sharp';
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
    // Every listed thumbnail is copied (hiddenStats lists none).
    expect(result).toEqual({ upserted: 52, deactivated: 0, thumbnails: { copied: 51, failed: 0 } });
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
      // The platform's address the copy is made from: the smallest size that fills the card.
      thumbnail: `${new URL(fake.baseUrl).origin}/vi/sabbathXYZ1/sddefault.jpg`,
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
    expect(hidden.thumbnail).toBe('');
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
    expect(result).toEqual({ upserted: 51, deactivated: 1, thumbnails: { copied: 0, failed: 0 } });
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

// docs/architecture.md, "Video thumbnails": no visitor's address reaches the video platform.
describe('thumbnails of synced videos, copied to this site', () => {
  let t: TestApp;
  let fake: FakeYoutube;
  let db: Client;
  let close: () => Promise<void>;

  const COPY = /^\/media\/thumbnails\/([\w-]+)\.[0-9a-f]{16}\.webp$/;
  const sync = () => t.app.get(YoutubeSyncService).sync();
  const videos = async () =>
    (await request(t.server).get('/api/youtube/videos?maxResults=50').expect(200)).body as {
      youtubeId: string;
      thumbnail: string;
    }[];
  const thumbnailOf = async (youtubeId: string) =>
    (await videos()).find((v) => v.youtubeId === youtubeId)?.thumbnail;
  /** The copy's image, and the mean red, green and blue of its top rows (where a letterbox would be). */
  const fetchCopy = async (url: string) => {
    const res = await request(t.server).get(url).expect(200);
    const top = await sharp(res.body as Buffer)
      .extract({ left: 0, top: 0, width: 64, height: 8 })
      .stats();
    return { res, top: top.channels.slice(0, 3).map((c) => Math.round(c.mean)) };
  };

  beforeAll(async () => {
    ({ t, fake, db, close } = await startWithFakeYoutube(
      [
        { id: 'graceTalk01', title: 'Grace upon Grace (John 1:16)', picture: '#c0392b' },
        { id: 'audioOnly01', title: 'An Evening of Psalms', noThumbnails: true },
      ],
      { workers: false, env: { YOUTUBE_SYNC_INTERVAL_MINUTES: '600' } },
    ));
  });
  afterAll(() => close());

  it('answers our own address after a sync, served card-sized, letterbox cropped, cacheable for a year', async () => {
    const result = await sync();
    expect(result.thumbnails).toEqual({ copied: 1, failed: 0 });
    // The server downloads the one size that fills the card, once.
    expect(fake.imageRequests).toEqual(['/vi/graceTalk01/sddefault.jpg']);
    const list = await videos();
    expect(JSON.stringify(list)).not.toMatch(/127\.0\.0\.1|ytimg|https?:\/\/[^"]*\.(jpe?g|webp)/);
    const url = list.find((v) => v.youtubeId === 'graceTalk01')!.thumbnail;
    expect(url).toMatch(COPY);

    const { res, top } = await fetchCopy(url);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['set-cookie']).toBeUndefined();
    // An image's headers: nosniff and CORP, not the page policies (public-reads.ts).
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    const { format, width, height } = await sharp(res.body as Buffer).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 640, height: 360 });
    // #c0392b, not the black bars of the 640×480 source.
    expect(top[0]).toBeGreaterThan(150);
    expect(top[1]).toBeLessThan(100);
    await request(t.server).get(url).set('If-None-Match', res.headers.etag).expect(304);
    // Every process and every backup has it: it is in the database.
    const stored = await db.query(
      "SELECT key, content_type FROM stored_files WHERE key LIKE 'thumbnails/%'",
    );
    expect(stored.rows).toEqual([{ key: url.slice('/media/'.length), content_type: 'image/webp' }]);
  });

  it('shows the title card, drawn here, of a video that lists no thumbnail', async () => {
    expect(await thumbnailOf('audioOnly01')).toBe('/media/thumbnails/audioOnly01.svg');
    await request(t.server)
      .get('/media/thumbnails/audioOnly01.svg')
      .expect(200)
      .expect('Content-Type', /^image\/svg\+xml/);
  });

  it('downloads no thumbnail it has copied already', async () => {
    fake.imageRequests.length = 0;
    expect((await sync()).thumbnails).toEqual({ copied: 0, failed: 0 });
    expect(fake.imageRequests).toEqual([]);
  });

  it('keeps a video whose thumbnail cannot be downloaded, shows its title card, and copies it at the next sync', async () => {
    fake.videos.push({
      id: 'newUpload01',
      title: 'Faith That Moves Mountains (Matthew 17:20)',
      picture: '#27ae60',
    });
    fake.imagesDown = true;
    try {
      const result = await sync();
      expect(result).toMatchObject({ upserted: 3, thumbnails: { copied: 0, failed: 1 } });
    } finally {
      fake.imagesDown = false;
    }
    const placeholder = await thumbnailOf('newUpload01');
    expect(placeholder).toBe('/media/thumbnails/newUpload01.svg');
    const card = await request(t.server).get(placeholder!).expect(200);
    expect(card.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(card.headers['cache-control']).not.toMatch(/immutable/);
    // The copy made before stays.
    expect(await thumbnailOf('graceTalk01')).toMatch(COPY);

    expect((await sync()).thumbnails).toEqual({ copied: 1, failed: 0 });
    const copied = await thumbnailOf('newUpload01');
    expect(copied).toMatch(COPY);
    const { top } = await fetchCopy(copied!);
    expect(top[1]).toBeGreaterThan(150); // #27ae60
  });

  it('looks again after a week: a new picture at the same address replaces the copy, an unchanged one is kept', async () => {
    const before = (await thumbnailOf('graceTalk01'))!;
    const unchanged = (await thumbnailOf('newUpload01'))!;
    fake.videos.find((v) => v.id === 'graceTalk01')!.picture = '#2471a3';
    // Looked at less than a week ago: not downloaded.
    expect((await sync()).thumbnails).toEqual({ copied: 0, failed: 0 });
    expect(await thumbnailOf('graceTalk01')).toBe(before);

    await db.query(
      "UPDATE videos SET thumbnail_checked_at = now() - interval '8 days' WHERE youtube_id IN ('graceTalk01', 'newUpload01')",
    );
    fake.imageRequests.length = 0;
    expect((await sync()).thumbnails).toEqual({ copied: 1, failed: 0 });
    expect(fake.imageRequests.sort()).toEqual([
      '/vi/graceTalk01/sddefault.jpg',
      '/vi/newUpload01/sddefault.jpg',
    ]);
    const after = (await thumbnailOf('graceTalk01'))!;
    expect(after).toMatch(COPY);
    expect(after).not.toBe(before);
    expect((await fetchCopy(after)).top[2]).toBeGreaterThan(150); // #2471a3
    await request(t.server).get(before).expect(404);
    expect(await thumbnailOf('newUpload01')).toBe(unchanged);
    const files = await db.query(
      "SELECT count(*)::int AS n FROM stored_files WHERE key LIKE 'thumbnails/%'",
    );
    expect(files.rows[0].n).toBe(2);
  });

  it('copies a thumbnail listed at a new address at once (a live stream become its recording)', async () => {
    const video = fake.videos.find((v) => v.id === 'newUpload01')!;
    const before = await thumbnailOf('newUpload01');
    Object.assign(video, { live: true, picture: '#8e44ad' });
    fake.imageRequests.length = 0;
    expect((await sync()).thumbnails).toEqual({ copied: 1, failed: 0 });
    expect(fake.imageRequests).toEqual(['/vi/newUpload01/sddefault_live.jpg']);
    const after = await thumbnailOf('newUpload01');
    expect(after).toMatch(COPY);
    expect(after).not.toBe(before);
  });

  it('lets pages load images from this site only, and the player only from the platform', async () => {
    // A page's policy (pages get helmet's, as /api/health does); public reads carry a short one.
    for (const path of ['/api/health']) {
      const csp = String((await request(t.server).get(path)).headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name, ...sources] = d.trim().split(/\s+/);
          return [name, sources] as const;
        }),
      );
      expect([path, directives.get('img-src')]).toEqual([path, ["'self'", 'data:']]);
      expect(directives.get('frame-src')).toEqual([
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
      ]);
    }
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
