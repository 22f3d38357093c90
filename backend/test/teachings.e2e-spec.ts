import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { YoutubeSyncService } from '../src/modules/youtube/youtube-sync.service';
import { memberAgent } from './support/community';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import {
  API_KEY,
  CHANNEL_ID,
  FakeVideo,
  FakeYoutube,
  startFakeYoutube,
} from './support/youtube-fake-server';

/** A small channel: a series about John, a Sabbath teaching, two uploads with one title. */
function channel(): FakeVideo[] {
  return [
    {
      id: 'john1aaaaaa',
      title: 'In the Beginning Was the Word (John 1:1-14)',
      description: 'The Word made flesh. See also Genesis 1:1.\nhttps://example.org/notes',
      tags: ['faith'],
      publishedAt: '2025-01-05T15:00:00Z',
    },
    {
      id: 'john3aaaaaa',
      title: 'For God So Loved the World',
      description: 'A teaching on John 3:16 and faith in the Son.',
      publishedAt: '2025-01-12T15:00:00Z',
    },
    {
      id: 'john4aaaaaa',
      title: 'Living Water',
      description: 'The woman at the well, John 4:10. Worship in spirit and truth.',
      publishedAt: '2025-01-19T15:00:00Z',
    },
    {
      id: 'sabbath1aaa',
      title: 'Keeping the Sabbath Holy',
      description: 'Why Shabbat still matters: Exodus 20:8-11.',
      tags: ['sabbath'],
      publishedAt: '2025-02-01T15:00:00Z',
    },
    {
      id: 'qanda1aaaaa',
      title: 'Questions and Answers',
      description: 'Your questions on prayer.',
      publishedAt: '2025-02-08T15:00:00Z',
    },
    {
      id: 'qanda2aaaaa',
      title: 'Questions and Answers',
      description: 'More of your questions.',
      publishedAt: '2025-02-15T15:00:00Z',
    },
  ];
}

interface Summary {
  id: number;
  slug: string;
  title: string;
  passages: string[];
  themes: string[];
  series: { slug: string; title: string } | null;
  speaker: { slug: string; name: string } | null;
}

describe('Teaching library (teachings over the synced catalogue)', () => {
  let t: TestApp;
  let fake: FakeYoutube;
  let editor: Agent;
  const sync = () => t.app.get(YoutubeSyncService).sync();
  const list = async (query = '') =>
    (await request(t.server).get(`/api/teachings${query}`).expect(200)).body as {
      items: Summary[];
      total: number;
      page: number;
      pageSize: number;
    };
  const idOf = async (slug: string) =>
    ((await request(t.server).get(`/api/teachings/${slug}`).expect(200)).body as Summary).id;

  beforeAll(async () => {
    fake = await startFakeYoutube(channel());
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

  it('gives every synced video a teaching with a readable address, newest first', async () => {
    const page = await list();
    expect(page.total).toBe(6);
    expect(page.items.map((i) => i.slug)).toEqual([
      // The same title twice: the later one (created second) gets its date.
      'questions-and-answers-2025-02-15',
      'questions-and-answers',
      'keeping-the-sabbath-holy',
      'living-water',
      'for-god-so-loved-the-world',
      'in-the-beginning-was-the-word-john-1-1-14',
    ]);
    const john = page.items.find((i) => i.slug === 'living-water')!;
    expect(john.passages).toEqual(['John 4:10']);
    const word = (
      await request(t.server)
        .get('/api/teachings/in-the-beginning-was-the-word-john-1-1-14')
        .expect(200)
    ).body as Summary & { description: string; url: string };
    expect(word.passages).toEqual(['John 1:1-14', 'Genesis 1:1']);
    expect(word.description).toContain('https://example.org/notes');
    expect(word.url).toBe('https://www.youtube.com/watch?v=john1aaaaaa');
    // Pages.
    const second = await list('?page=2&pageSize=4');
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(second.items).toHaveLength(2);
  });

  it('keeps the address when the channel retitles a video, and shows the new title', async () => {
    fake.videos.find((v) => v.id === 'john4aaaaaa')!.title = 'Living Water at the Well';
    await sync();
    const res = await request(t.server).get('/api/teachings/living-water').expect(200);
    expect(res.body.title).toBe('Living Water at the Well');
    expect((await list()).total).toBe(6);
  });

  it('a new address from staff: the old one redirects (301) to it, and the old one stays its own', async () => {
    const id = await idOf('living-water');
    const res = await editor
      .patch(`/api/admin/teachings/${id}`)
      .send({ slug: 'living-water-at-the-well' })
      .expect(200);
    expect(res.body.slug).toBe('living-water-at-the-well');
    const moved = await request(t.server).get('/api/teachings/living-water').expect(301);
    expect(moved.headers.location).toBe('/api/teachings/living-water-at-the-well');
    await request(t.server).get('/api/teachings/living-water-at-the-well').expect(200);
    // An address once given never names another teaching.
    const other = await idOf('keeping-the-sabbath-holy');
    const taken = await editor
      .patch(`/api/admin/teachings/${other}`)
      .send({ slug: 'living-water' })
      .expect(409);
    expect(taken.body.message).toBe('That address is already used by another teaching');
    // Bad addresses are refused with a message.
    const bad = await editor.patch(`/api/admin/teachings/${other}`).send({ slug: 'Not A Slug' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/lower-case letters/);
    const reserved = await editor.patch(`/api/admin/teachings/${other}`).send({ slug: 'series' });
    expect(reserved.status).toBe(400);
    await request(t.server).get('/api/teachings/no-such-teaching').expect(404);
  });

  it("staff's title, description and passages survive the next sync; null gives the channel's back", async () => {
    const id = await idOf('keeping-the-sabbath-holy');
    const res = await editor
      .patch(`/api/admin/teachings/${id}`)
      .send({
        title: 'The Sabbath: A Delight',
        description: 'Isaiah 58:13 calls the Sabbath a delight.',
        passages: ['Is 58:13', 'Exodus 20:8-11', 'Isaiah 58:13'],
      })
      .expect(200);
    expect(res.body).toMatchObject({
      title: 'The Sabbath: A Delight',
      titleOverride: 'The Sabbath: A Delight',
      channelTitle: 'Keeping the Sabbath Holy',
      passages: ['Isaiah 58:13', 'Exodus 20:8-11'],
      foundPassages: ['Exodus 20:8-11'],
    });
    const sabbath = fake.videos.find((v) => v.id === 'sabbath1aaa')!;
    sabbath.title = 'Keeping the Sabbath Holy (2025 edit)';
    sabbath.description = 'Why Shabbat still matters: Exodus 20:8-11 and Mark 2:27.';
    await sync();
    const after = (
      await request(t.server).get('/api/teachings/keeping-the-sabbath-holy').expect(200)
    ).body;
    expect(after).toMatchObject({
      title: 'The Sabbath: A Delight',
      description: 'Isaiah 58:13 calls the Sabbath a delight.',
      passages: ['Isaiah 58:13', 'Exodus 20:8-11'],
    });
    const admin = (await editor.get(`/api/admin/teachings/${id}`).expect(200)).body;
    expect(admin.channelTitle).toBe('Keeping the Sabbath Holy (2025 edit)');
    expect(admin.foundPassages).toEqual(['Exodus 20:8-11', 'Mark 2:27']);
    // Back to the channel's title (the others stay overridden).
    await editor.patch(`/api/admin/teachings/${id}`).send({ title: null }).expect(200);
    const back = (
      await request(t.server).get('/api/teachings/keeping-the-sabbath-holy').expect(200)
    ).body;
    expect(back.title).toBe('Keeping the Sabbath Holy (2025 edit)');
    expect(back.passages).toEqual(['Isaiah 58:13', 'Exodus 20:8-11']);
    // A passage that is not a reference is refused, by name.
    const bad = await editor
      .patch(`/api/admin/teachings/${id}`)
      .send({ passages: ['John 3:16', 'the whole Bible'] })
      .expect(400);
    expect(bad.body.message).toBe('"the whole Bible" is not a scripture reference');
    const empty = await editor.patch(`/api/admin/teachings/${id}`).send({ title: '' }).expect(400);
    expect(empty.body.message).toBe('Title must be 1 to 200 characters');
  });

  it('series and speakers: assigned teachings, series order with previous/next, related, filters, pages', async () => {
    const series = (
      await editor
        .post('/api/admin/teaching-series')
        .send({ title: 'The Gospel of John', description: 'Verse by verse.' })
        .expect(201)
    ).body;
    expect(series).toMatchObject({ slug: 'the-gospel-of-john', teachingCount: 0, artwork: null });
    const speaker = (
      await editor
        .post('/api/admin/teaching-speakers')
        .send({ name: 'David Cohen', bio: 'Elder.' })
        .expect(201)
    ).body;
    expect(speaker.slug).toBe('david-cohen');
    const word = await idOf('in-the-beginning-was-the-word-john-1-1-14');
    const love = await idOf('for-god-so-loved-the-world');
    const water = await idOf('living-water-at-the-well');
    for (const id of [word, love, water])
      await editor
        .patch(`/api/admin/teachings/${id}`)
        .send({ seriesId: series.id, speakerId: speaker.id })
        .expect(200);

    const middle = (
      await request(t.server).get('/api/teachings/for-god-so-loved-the-world').expect(200)
    ).body;
    expect(middle.series).toEqual({ slug: 'the-gospel-of-john', title: 'The Gospel of John' });
    expect(middle.speaker).toEqual({ slug: 'david-cohen', name: 'David Cohen' });
    expect(middle.previous.slug).toBe('in-the-beginning-was-the-word-john-1-1-14');
    expect(middle.next.slug).toBe('living-water-at-the-well');
    // Related: the series first.
    expect(
      middle.related
        .slice(0, 2)
        .map((r: Summary) => r.slug)
        .sort(),
    ).toEqual(['in-the-beginning-was-the-word-john-1-1-14', 'living-water-at-the-well']);
    const first = (
      await request(t.server).get(`/api/teachings/${middle.previous.slug}`).expect(200)
    ).body;
    expect(first.previous).toBeNull();

    // A position puts a teaching first in its series.
    await editor.patch(`/api/admin/teachings/${water}`).send({ seriesPosition: 0 }).expect(200);
    const ordered = (
      await request(t.server).get('/api/teachings/series/the-gospel-of-john').expect(200)
    ).body;
    expect(ordered.series.teachingCount).toBe(3);
    expect(ordered.teachings.map((x: Summary) => x.slug)).toEqual([
      'living-water-at-the-well',
      'in-the-beginning-was-the-word-john-1-1-14',
      'for-god-so-loved-the-world',
    ]);

    const bySeries = await list('?series=the-gospel-of-john');
    expect(bySeries.total).toBe(3);
    expect((await list('?speaker=david-cohen')).total).toBe(3);
    const byBook = await list('?book=John');
    expect(byBook.items.map((i) => i.slug).sort()).toEqual([
      'for-god-so-loved-the-world',
      'in-the-beginning-was-the-word-john-1-1-14',
      'living-water-at-the-well',
    ]);
    // The override's passages count: Isaiah only through staff's list.
    expect((await list('?book=Isaiah')).items.map((i) => i.slug)).toEqual([
      'keeping-the-sabbath-holy',
    ]);
    const byTopic = await list('?topic=sabbath');
    expect(byTopic.items.map((i) => i.slug)).toContain('keeping-the-sabbath-holy');
    expect(byTopic.items.every((i) => i.themes.includes('Sabbath'))).toBe(true);
    const badBook = await request(t.server).get('/api/teachings?book=Hezekiah').expect(400);
    expect(badBook.body.message).toBe(
      'book must be a book of the Bible, e.g. John or 1 Corinthians',
    );

    const speakerPage = (
      await request(t.server).get('/api/teachings/speakers/david-cohen').expect(200)
    ).body;
    expect(speakerPage.speaker).toMatchObject({
      name: 'David Cohen',
      bio: 'Elder.',
      teachingCount: 3,
    });
    expect(speakerPage.teachings[0].slug).toBe('living-water-at-the-well');
    expect((await request(t.server).get('/api/teachings/series').expect(200)).body).toHaveLength(1);
    expect((await request(t.server).get('/api/teachings/speakers').expect(200)).body).toHaveLength(
      1,
    );
    await request(t.server).get('/api/teachings/series/nope').expect(404);
    await request(t.server).get('/api/teachings/speakers/nope').expect(404);

    // Deleting the series leaves its teachings, in no series.
    await editor.delete(`/api/admin/teaching-series/${series.id}`).expect(204);
    const orphan = (
      await request(t.server).get('/api/teachings/for-god-so-loved-the-world').expect(200)
    ).body;
    expect(orphan.series).toBeNull();
    expect(orphan.previous).toBeNull();
    await editor.patch(`/api/admin/teachings/${love}`).send({ seriesId: series.id }).expect(404);
  });

  it('series artwork: square and at least 1400 px, checked by its bytes; served from this site', async () => {
    const series = (
      await editor.post('/api/admin/teaching-series').send({ title: 'Artwork test' }).expect(201)
    ).body;
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#1f3a5f' } })
        .png()
        .toBuffer();
    const put = (bytes: Buffer, type = 'image/png') =>
      editor
        .put(`/api/admin/teaching-series/${series.id}/artwork`)
        .set('Content-Type', type)
        .send(bytes);
    const wide = await put(await png(1600, 900));
    expect(wide.status).toBe(400);
    expect(wide.body.message).toBe('Series artwork must be square, at least 1400 × 1400 pixels');
    expect((await put(await png(1000, 1000))).status).toBe(400);
    const fake = await put(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('The file must be a PNG, JPEG or WebP image');
    const ok = await put(await png(1400, 1400));
    expect(ok.status).toBe(200);
    expect(ok.body.artwork).toMatch(/^\/media\/teachings\/series-\d+-[0-9a-f]{16}\.jpg$/);
    const image = await request(t.server).get(ok.body.artwork).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.body as Buffer).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1400, 1400, 'jpeg']);
    await request(t.server).get('/media/teachings/series-1-0000000000000000.jpg').expect(404);
  });

  it('replacing or removing a series artwork or a speaker photo deletes the old file; the new one is served', async () => {
    const db = t.app.get(DataSource);
    const png = (size: number, background: string) =>
      sharp({ create: { width: size, height: size, channels: 3, background } })
        .png()
        .toBuffer();
    const stored = async (prefix: string) =>
      (
        (await db.query('SELECT key FROM stored_files WHERE key LIKE $1 ORDER BY key', [
          `teachings/${prefix}-%`,
        ])) as { key: string }[]
      ).map((row) => row.key);
    const jpegServed = async (url: string) => {
      const res = await request(t.server).get(url).expect(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      return res.body as Buffer;
    };

    const series = (
      await editor
        .post('/api/admin/teaching-series')
        .send({ title: 'Artwork replaced' })
        .expect(201)
    ).body;
    const putArtwork = async (background: string) =>
      (
        await editor
          .put(`/api/admin/teaching-series/${series.id}/artwork`)
          .set('Content-Type', 'image/png')
          .send(await png(1400, background))
          .expect(200)
      ).body.artwork as string;
    const firstArtwork = await putArtwork('#1f3a5f');
    const secondArtwork = await putArtwork('#8a2d1c');
    expect(secondArtwork).not.toBe(firstArtwork);
    await request(t.server).get(firstArtwork).expect(404);
    const { dominant } = await sharp(await jpegServed(secondArtwork)).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
    expect(await stored(`series-${series.id}`)).toEqual([secondArtwork.replace('/media/', '')]);
    const page = await request(t.server).get(`/api/teachings/series/${series.slug}`).expect(200);
    expect(page.body.series.artwork).toBe(secondArtwork);

    // Removed: the series has none, and the file is gone.
    const cleared = await editor
      .delete(`/api/admin/teaching-series/${series.id}/artwork`)
      .expect(200);
    expect(cleared.body).toMatchObject({ id: series.id, artwork: null });
    await request(t.server).get(secondArtwork).expect(404);
    expect(await stored(`series-${series.id}`)).toEqual([]);
    const after = await request(t.server).get(`/api/teachings/series/${series.slug}`).expect(200);
    expect(after.body.series.artwork).toBeNull();
    const again = await editor
      .delete(`/api/admin/teaching-series/${series.id}/artwork`)
      .expect(404);
    expect(again.body.message).toBe('This series has no artwork');
    await editor.delete('/api/admin/teaching-series/999999/artwork').expect(404);

    const speaker = (
      await editor.post('/api/admin/teaching-speakers').send({ name: 'Photo Replaced' }).expect(201)
    ).body;
    const putPhoto = async (background: string) =>
      (
        await editor
          .put(`/api/admin/teaching-speakers/${speaker.id}/photo`)
          .set('Content-Type', 'image/png')
          .send(await png(400, background))
          .expect(200)
      ).body.photo as string;
    const firstPhoto = await putPhoto('#204060');
    const secondPhoto = await putPhoto('#604020');
    expect(secondPhoto).not.toBe(firstPhoto);
    await request(t.server).get(firstPhoto).expect(404);
    await jpegServed(secondPhoto);
    expect(await stored(`speaker-${speaker.id}`)).toEqual([secondPhoto.replace('/media/', '')]);
    const clearedPhoto = await editor
      .delete(`/api/admin/teaching-speakers/${speaker.id}/photo`)
      .expect(200);
    expect(clearedPhoto.body).toMatchObject({ id: speaker.id, photo: null });
    await request(t.server).get(secondPhoto).expect(404);
    expect(await stored(`speaker-${speaker.id}`)).toEqual([]);
    const noPhoto = await editor
      .delete(`/api/admin/teaching-speakers/${speaker.id}/photo`)
      .expect(404);
    expect(noPhoto.body.message).toBe('This speaker has no photo');

    // Staff of the library only; each removal is in the trail.
    const { agent: pastoral } = await signedInAgent(t, { role: 'pastoral' });
    await pastoral.delete(`/api/admin/teaching-series/${series.id}/artwork`).expect(403);
    await pastoral.delete(`/api/admin/teaching-speakers/${speaker.id}/photo`).expect(403);
    await request(t.server).delete(`/api/admin/teaching-speakers/${speaker.id}/photo`).expect(401);
    const { agent: admin } = await signedInAgent(t, { role: 'administrator' });
    for (const action of ['teaching_series.artwork_remove', 'teaching_speaker.photo_remove']) {
      const trail = await admin.get(`/api/admin/audit?action=${action}`).expect(200);
      expect(JSON.stringify(trail.body)).toContain(action);
    }
    await editor.delete(`/api/admin/teaching-series/${series.id}`).expect(204);
    await editor.delete(`/api/admin/teaching-speakers/${speaker.id}`).expect(204);
  });

  it('lists every teaching, series and speaker page in the sitemap', async () => {
    const sitemap = await request(t.server).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    for (const path of [
      '/teachings</loc>',
      '/teachings/living-water-at-the-well</loc>',
      '/teachings/questions-and-answers-2025-02-15</loc>',
      '/teachings/series/artwork-test</loc>',
      '/teachings/speakers/david-cohen</loc>',
    ])
      expect(sitemap.text).toContain(path);
    // An old address is no page of its own.
    expect(sitemap.text).not.toContain('/teachings/living-water</loc>');
    expect(sitemap.text).toContain('<lastmod>2025-01-19</lastmod>');
  });

  it('staff routes: Content editor and Administrator only', async () => {
    const id = await idOf('questions-and-answers');
    const { agent: admin } = await signedInAgent(t, { role: 'administrator' });
    const { agent: pastoral } = await signedInAgent(t, { role: 'pastoral' });
    const { agent: comms } = await signedInAgent(t, { role: 'communications' });
    const { agent: nonStaff } = await signedInAgent(t, { role: null });
    const { agent: member } = await memberAgent(t);
    const routes: [string, string, number, object?][] = [
      ['get', '/api/admin/teachings', 200],
      ['get', `/api/admin/teachings/${id}`, 200],
      ['patch', `/api/admin/teachings/${id}`, 200, { description: 'Edited.' }],
      ['post', '/api/admin/teaching-series', 201, { title: 'Role test' }],
      ['post', '/api/admin/teaching-speakers', 201, { name: 'Role test' }],
    ];
    for (const [method, path, success, body] of routes) {
      const call = (agent: Agent | ReturnType<typeof request>) => {
        const r = (agent as Agent)[method as 'get'](path);
        return body ? r.send(body) : r;
      };
      expect([path, (await call(request(t.server) as unknown as Agent)).status]).toEqual([
        path,
        401,
      ]);
      expect([path, (await call(member)).status]).toEqual([path, 401]);
      for (const refused of [pastoral, comms, nonStaff])
        expect([path, (await call(refused)).status]).toEqual([path, 403]);
      for (const allowed of [editor, admin])
        expect([path, (await call(allowed)).status]).toEqual([path, success]);
    }
    // The public reads answer everyone.
    for (const path of ['/api/teachings', '/api/teachings/series', '/api/teachings/speakers'])
      await request(t.server).get(path).expect(200);
    // The trail names what was changed.
    const trail = await admin.get('/api/admin/audit?action=teaching.update').expect(200);
    expect(JSON.stringify(trail.body)).toContain('teaching.update');
  });
});
