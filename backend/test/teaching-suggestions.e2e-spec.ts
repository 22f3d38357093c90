import request from 'supertest';
import { YoutubeSyncService } from '../src/modules/youtube/youtube-sync.service';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import { API_KEY, CHANNEL_ID, FakeYoutube, startFakeYoutube } from './support/youtube-fake-server';

/** The channel's playlists (playlists.list, playlistItems.list in the real format) become suggested series. */
describe("the channel's playlists as suggested series", () => {
  let t: TestApp;
  let fake: FakeYoutube;
  let editor: Agent;
  const sync = () => t.app.get(YoutubeSyncService).sync();

  beforeAll(async () => {
    const videos = Array.from({ length: 60 }, (_, i) => ({
      id: `vid${String(i).padStart(8, '0')}`,
      title: `Teaching ${i + 1}`,
      publishedAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    }));
    fake = await startFakeYoutube(videos, [
      // More than one page of items (50 a page), listed newest first by the channel.
      {
        id: 'PLjohnAAAAAAAAAA',
        title: 'The Gospel of John',
        description: 'Verse by verse.',
        videoIds: [...videos.slice(0, 55).map((v) => v.id)].reverse(),
      },
      { id: 'PLliveAAAAAAAAAA', title: 'Live streams', videoIds: ['vid00000058', 'gone0000000'] },
    ]);
    t = await createTestApp({
      env: {
        YOUTUBE_API_KEY: API_KEY,
        YOUTUBE_CHANNEL_ID: CHANNEL_ID,
        YOUTUBE_API_BASE_URL: fake.baseUrl,
        YOUTUBE_SYNC_INTERVAL_MINUTES: '600',
      },
      workers: false,
    });
    await sync();
    ({ agent: editor } = await signedInAgent(t, { role: 'content' }));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('reads every playlist and its items page by page, and offers each as a series', async () => {
    const calls = fake.requests.map(
      (u) => `${u.pathname.split('/').pop()}:${u.searchParams.get('playlistId') ?? ''}`,
    );
    expect(calls.filter((c) => c === 'playlistItems:PLjohnAAAAAAAAAA')).toHaveLength(2);
    const playlistsCall = fake.requests.find((u) => u.pathname.endsWith('/playlists'))!;
    expect(playlistsCall.searchParams.get('channelId')).toBe(CHANNEL_ID);
    expect(playlistsCall.searchParams.get('part')).toBe('snippet');
    const list = (await editor.get('/api/admin/teaching-suggestions').expect(200)).body;
    expect(list).toEqual([
      { playlistId: 'PLliveAAAAAAAAAA', title: 'Live streams', description: '', teachingCount: 1 },
      {
        playlistId: 'PLjohnAAAAAAAAAA',
        title: 'The Gospel of John',
        description: 'Verse by verse.',
        teachingCount: 55,
      },
    ]);
  });

  it("accepting makes a series in the playlist's order; ignoring stands across syncs", async () => {
    const series = (
      await editor.post('/api/admin/teaching-suggestions/PLjohnAAAAAAAAAA/accept').expect(201)
    ).body;
    expect(series).toMatchObject({
      slug: 'the-gospel-of-john',
      title: 'The Gospel of John',
      teachingCount: 55,
    });
    const page = (
      await request(t.server).get('/api/teachings/series/the-gospel-of-john').expect(200)
    ).body;
    expect(page.teachings[0].slug).toBe('teaching-55');
    expect(page.teachings[54].slug).toBe('teaching-1');
    await editor.post('/api/admin/teaching-suggestions/PLjohnAAAAAAAAAA/accept').expect(409);
    await editor.post('/api/admin/teaching-suggestions/PLliveAAAAAAAAAA/ignore').expect(204);
    await editor.post('/api/admin/teaching-suggestions/PLnoneAAAAAAAAAA/ignore').expect(404);

    fake.playlists.push({ id: 'PLnewAAAAAAAAAAA', title: 'Psalms', videoIds: ['vid00000001'] });
    await sync();
    const after = (await editor.get('/api/admin/teaching-suggestions').expect(200)).body;
    expect(after.map((s: { playlistId: string }) => s.playlistId)).toEqual(['PLnewAAAAAAAAAAA']);
  });

  it('is for Content editors and Administrators only', async () => {
    await request(t.server).get('/api/admin/teaching-suggestions').expect(401);
    const { agent: pastoral } = await signedInAgent(t, { role: 'pastoral' });
    await pastoral.get('/api/admin/teaching-suggestions').expect(403);
    await pastoral.post('/api/admin/teaching-suggestions/PLnewAAAAAAAAAAA/accept').expect(403);
    const { agent: admin } = await signedInAgent(t, { role: 'administrator' });
    await admin.get('/api/admin/teaching-suggestions').expect(200);
  });
});
