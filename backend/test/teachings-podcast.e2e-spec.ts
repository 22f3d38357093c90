import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import request from 'supertest';
import { YoutubeSyncService } from '../src/modules/youtube/youtube-sync.service';
import { m4aFile, mp3File } from './support/audio-files';
import { memberAgent } from './support/community';
import { stripReadOnlySettings } from './support/settings';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';
import {
  API_KEY,
  CHANNEL_ID,
  FakeVideo,
  FakeYoutube,
  startFakeYoutube,
} from './support/youtube-fake-server';

const PUBLIC_URL = 'https://podcast.example.org';

function channel(): FakeVideo[] {
  return [
    {
      id: 'pod1aaaaaaa',
      title: 'In the Beginning Was the Word (John 1:1-14)',
      description: 'The Word made flesh. See also Genesis 1:1.',
      publishedAt: '2025-01-05T15:00:00Z',
    },
    {
      id: 'pod2aaaaaaa',
      title: 'For God So Loved the World',
      description: 'A teaching on John 3:16 & faith in the Son <with> "quotes".',
      publishedAt: '2025-01-12T15:00:00Z',
    },
    {
      id: 'pod3aaaaaaa',
      title: 'Keeping the Sabbath Holy',
      description: 'Why Shabbat still matters: Exodus 20:8-11.',
      publishedAt: '2025-02-01T15:00:00Z',
    },
  ];
}

interface Audio {
  url: string;
  mimeType: string;
  bytes: number;
  durationSeconds: number;
}

interface AdminTeaching {
  id: number;
  slug: string;
  audio: Audio | null;
}

describe('Teachings: audio per teaching and the podcast feeds', () => {
  let t: TestApp;
  let fake: FakeYoutube;
  let editor: Agent;
  let admin: Agent;
  const ids: Record<string, number> = {};
  const mp3 = mp3File(10);
  const m4a = m4aFile(12);

  const upload = (agent: Agent, id: number, body: Buffer, type: string) =>
    agent.put(`/api/admin/teachings/${id}/audio`).set('Content-Type', type).send(body);

  beforeAll(async () => {
    fake = await startFakeYoutube(channel());
    t = await createTestApp({
      env: {
        PUBLIC_URL,
        YOUTUBE_API_KEY: API_KEY,
        YOUTUBE_CHANNEL_ID: CHANNEL_ID,
        YOUTUBE_API_BASE_URL: fake.baseUrl,
        YOUTUBE_SYNC_INTERVAL_MINUTES: '600',
      },
      workers: false,
    });
    await t.app.get(YoutubeSyncService).sync();
    ({ agent: editor } = await signedInAgent(t, { role: 'content' }));
    ({ agent: admin } = await signedInAgent(t, { role: 'administrator' }));
    const list = (await request(t.server).get('/api/teachings').expect(200)).body as {
      items: { id: number; slug: string }[];
    };
    for (const item of list.items) ids[item.slug] = item.id;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  describe('audio', () => {
    it('takes an MP3: its duration read from the file, served with ranges and long caching', async () => {
      const id = ids['for-god-so-loved-the-world'];
      const res = await upload(editor, id, mp3, 'audio/mpeg').expect(200);
      const audio = (res.body as AdminTeaching).audio!;
      expect(audio).toEqual({
        url: expect.stringMatching(/^\/media\/audio\/[0-9a-f-]{36}\.mp3$/),
        mimeType: 'audio/mpeg',
        bytes: mp3.length,
        durationSeconds: 10,
      });
      // The public answers carry it.
      const page = await request(t.server).get('/api/teachings/for-god-so-loved-the-world');
      expect(page.body.audio).toEqual(audio);
      const list = await request(t.server).get('/api/teachings').expect(200);
      expect(
        (list.body.items as { slug: string; audio: Audio | null }[]).find(
          (i) => i.slug === 'for-god-so-loved-the-world',
        )!.audio,
      ).toEqual(audio);

      const whole = await request(t.server).get(audio.url).buffer(true).parse(binary).expect(200);
      expect(whole.headers['content-type']).toBe('audio/mpeg');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(whole.headers.etag).toBeTruthy();
      expect(Buffer.compare(whole.body as Buffer, mp3)).toBe(0);

      const part = await request(t.server)
        .get(audio.url)
        .set('Range', 'bytes=100-199')
        .buffer(true)
        .parse(binary)
        .expect(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${mp3.length}`);
      expect(Buffer.compare(part.body as Buffer, mp3.subarray(100, 200))).toBe(0);
      await request(t.server)
        .get(audio.url)
        .set('Range', `bytes=${mp3.length + 10}-`)
        .expect(416);
      await request(t.server)
        .get(audio.url)
        .set('If-None-Match', whole.headers.etag as string)
        .expect(304);
    });

    it('takes an M4A and replaces the audio a teaching had (the old file is gone)', async () => {
      const id = ids['in-the-beginning-was-the-word-john-1-1-14'];
      const first = (await upload(admin, id, mp3, 'audio/mpeg').expect(200)).body as AdminTeaching;
      const second = (await upload(admin, id, m4a, 'audio/mp4').expect(200)).body as AdminTeaching;
      expect(second.audio).toEqual({
        url: expect.stringMatching(/^\/media\/audio\/[0-9a-f-]{36}\.m4a$/),
        mimeType: 'audio/mp4',
        bytes: m4a.length,
        durationSeconds: 12,
      });
      await request(t.server).get(first.audio!.url).expect(404);
      const served = await request(t.server).get(second.audio!.url).expect(200);
      expect(served.headers['content-type']).toBe('audio/mp4');
    });

    it('refuses what is not an MP3 or M4A, a file it cannot read, and more than 300 MB', async () => {
      const id = ids['keeping-the-sabbath-holy'];
      const png = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#123456' },
      })
        .png()
        .toBuffer();
      const wrongType = 'The file must be an MP3 or M4A audio file';
      // An image announced as audio, audio announced as something else, an M4A sent as an MP3.
      for (const [body, type] of [
        [png, 'audio/mpeg'],
        [mp3, 'application/octet-stream'],
        [mp3, 'image/png'],
        [m4a, 'audio/mpeg'],
        [Buffer.from('ID'), 'audio/mpeg'],
      ] as const) {
        const res = await upload(editor, id, body, type);
        expect([type, res.status, res.body.message]).toEqual([type, 400, wrongType]);
      }
      // MP3 frame headers with nothing readable after them: no duration.
      const damaged = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x44]), Buffer.alloc(3000, 7)]);
      const unreadable = await upload(editor, id, damaged, 'audio/mpeg').expect(400);
      expect(unreadable.body.message).toBe(
        'The audio file could not be read: it has no duration, or it is damaged',
      );
      const empty = await editor
        .put(`/api/admin/teachings/${id}/audio`)
        .set('Content-Type', 'audio/mpeg')
        .expect(400);
      expect(empty.body.message).toMatch(/empty|MP3 or M4A/);
      // A Content-Length past 300 MB is refused before a byte is read.
      const tooLarge = await editor
        .put(`/api/admin/teachings/${id}/audio`)
        .set('Content-Type', 'audio/mpeg')
        .set('Content-Length', String(300 * 1024 * 1024 + 1));
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.message).toBe('The audio file must be at most 300 MB');
      // Nothing was kept.
      const after = await editor.get(`/api/admin/teachings/${id}`).expect(200);
      expect(after.body.audio).toBeNull();
      await upload(editor, 999999, mp3, 'audio/mpeg').expect(404);
    });

    it('deletes the audio: the file is gone and the teaching has none', async () => {
      const id = ids['keeping-the-sabbath-holy'];
      const { audio } = (await upload(editor, id, mp3, 'audio/mpeg').expect(200))
        .body as AdminTeaching;
      const res = await editor.delete(`/api/admin/teachings/${id}/audio`).expect(200);
      expect(res.body.audio).toBeNull();
      await request(t.server).get(audio!.url).expect(404);
      const again = await editor.delete(`/api/admin/teachings/${id}/audio`).expect(404);
      expect(again.body.message).toBe('This teaching has no audio');
      const page = await request(t.server).get('/api/teachings/keeping-the-sabbath-holy');
      expect(page.body.audio).toBeNull();
    });

    it('the audio routes: Content editor and Administrator only, every write in the trail', async () => {
      const id = ids['keeping-the-sabbath-holy'];
      const { agent: pastoral } = await signedInAgent(t, { role: 'pastoral' });
      const { agent: comms } = await signedInAgent(t, { role: 'communications' });
      const { agent: finance } = await signedInAgent(t, { role: 'finance' });
      const { agent: nonStaff } = await signedInAgent(t, { role: null });
      const { agent: member } = await memberAgent(t);
      const put = (agent: Agent) => upload(agent, id, mp3, 'audio/mpeg');
      const del = (agent: Agent) => agent.delete(`/api/admin/teachings/${id}/audio`);
      const anonymous = request(t.server) as unknown as Agent;
      for (const call of [put, del]) {
        expect((await call(anonymous)).status).toBe(401);
        expect((await call(member)).status).toBe(401);
        for (const refused of [pastoral, comms, finance, nonStaff])
          expect((await call(refused)).status).toBe(403);
      }
      await put(editor).expect(200);
      await del(admin).expect(200);
      for (const action of ['teaching.audio_upload', 'teaching.audio_remove']) {
        const trail = await admin.get(`/api/admin/audit?action=${action}`).expect(200);
        expect(JSON.stringify(trail.body)).toContain('Keeping the Sabbath Holy');
      }
    });
  });

  describe('the podcast feeds', () => {
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      parseTagValue: false,
    });
    /** Apple's podcast RSS requirements' enclosure types of audio. */
    const APPLE_AUDIO_TYPES = ['audio/mpeg', 'audio/x-m4a'];
    const RFC_822 =
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} \+0000$/;

    interface Item {
      title: string;
      'itunes:title': string;
      enclosure: { '@_url': string; '@_length': string; '@_type': string };
      guid: { '#text': string; '@_isPermaLink': string };
      pubDate: string;
      link: string;
      description: string;
      'itunes:duration': string;
      'itunes:explicit': string;
    }
    interface Channel {
      title: string;
      link: string;
      description: string;
      language: string;
      'itunes:author': string;
      'itunes:owner': { 'itunes:name': string; 'itunes:email': string };
      'itunes:category': { '@_text': string; 'itunes:category'?: { '@_text': string } };
      'itunes:explicit': string;
      'itunes:image'?: { '@_href': string };
      'podcast:guid': string;
      'atom:link': { '@_href': string; '@_rel': string };
      item?: Item | Item[];
    }

    const feed = async (path: string) => {
      const res = await request(t.server).get(path).expect(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      const text = res.text;
      expect(XMLValidator.validate(text)).toBe(true);
      const doc = parser.parse(text) as {
        rss: { '@_version': string; channel: Channel } & Record<string, string>;
      };
      expect(doc.rss['@_version']).toBe('2.0');
      expect(doc.rss['@_xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
      expect(doc.rss['@_xmlns:podcast']).toBe('https://podcastindex.org/namespace/1.0');
      const channel = doc.rss.channel;
      const items = channel.item === undefined ? [] : [channel.item].flat();
      return { channel, items, etag: res.headers.etag as string, text };
    };

    /** Apple Podcasts' required and recommended channel tags, field by field. */
    async function expectAppleChannel(channel: Channel) {
      expect(channel.title).toBeTruthy();
      expect(channel.description).toBeTruthy();
      expect(channel.language).toMatch(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/);
      expect(channel.link).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      expect(channel['itunes:author']).toBeTruthy();
      expect(channel['itunes:owner']['itunes:name']).toBeTruthy();
      expect(channel['itunes:owner']['itunes:email']).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(channel['itunes:category']['@_text']).toBe('Religion & Spirituality');
      expect(channel['itunes:category']['itunes:category']?.['@_text']).toBe('Christianity');
      expect(channel['itunes:explicit']).toBe('false');
      expect(channel['podcast:guid']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(channel['atom:link']['@_rel']).toBe('self');
      // The artwork: square JPEG or PNG of 1400 to 3000 pixels, at an absolute address of the site.
      const href = channel['itunes:image']?.['@_href'];
      expect(href).toMatch(new RegExp(`^${PUBLIC_URL}/media/.+\\.(jpg|png)$`));
      const image = await request(t.server)
        .get(href!.slice(PUBLIC_URL.length))
        .buffer(true)
        .parse(binary)
        .expect(200);
      const { width, height, format } = await sharp(image.body as Buffer).metadata();
      expect(['jpeg', 'png']).toContain(format);
      expect(width).toBe(height);
      expect(width).toBeGreaterThanOrEqual(1400);
      expect(width).toBeLessThanOrEqual(3000);
    }

    /** Apple Podcasts' episode tags, field by field, against the teaching's own answer. */
    async function expectAppleItem(item: Item, slug: string) {
      const teaching = (await request(t.server).get(`/api/teachings/${slug}`).expect(200)).body as {
        id: number;
        title: string;
        passages: string[];
        publishedAt: string;
        audio: Audio;
      };
      expect(item.title).toBe(teaching.title);
      expect(item.enclosure['@_url']).toBe(`${PUBLIC_URL}${teaching.audio.url}`);
      expect(item.enclosure['@_url']).toMatch(/\.(mp3|m4a)$/);
      expect(Number(item.enclosure['@_length'])).toBe(teaching.audio.bytes);
      expect(APPLE_AUDIO_TYPES).toContain(item.enclosure['@_type']);
      expect(item.enclosure['@_type']).toBe(
        teaching.audio.mimeType === 'audio/mpeg' ? 'audio/mpeg' : 'audio/x-m4a',
      );
      expect(item.guid).toEqual({ '#text': `teaching-${teaching.id}`, '@_isPermaLink': 'false' });
      expect(item.pubDate).toMatch(RFC_822);
      expect(new Date(item.pubDate).toISOString()).toBe(teaching.publishedAt);
      expect(item['itunes:duration']).toBe(String(teaching.audio.durationSeconds));
      expect(item['itunes:explicit']).toBe('false');
      expect(item.link).toBe(`${PUBLIC_URL}/teachings/${slug}`);
      for (const passage of teaching.passages) expect(item.description).toContain(passage);
      expect(item.description).toContain(`href="${PUBLIC_URL}/teachings/${slug}"`);
      // The enclosure is served, with ranges, at the address the feed gives.
      await request(t.server).get(teaching.audio.url).set('Range', 'bytes=0-1').expect(206);
    }

    beforeAll(async () => {
      // A square artwork for the site's podcast, and a series with one of its own.
      const square = (size: number, colour: string) =>
        sharp({ create: { width: size, height: size, channels: 3, background: colour } })
          .png()
          .toBuffer();
      await admin
        .put('/api/admin/settings/podcast-artwork')
        .set('Content-Type', 'image/png')
        .send(await square(1400, '#224466'))
        .expect(200);
      const series = await editor
        .post('/api/admin/teaching-series')
        .send({
          title: 'The Gospel of John',
          slug: 'gospel-of-john',
          description: 'Verse by verse.',
        })
        .expect(201);
      await editor
        .put(`/api/admin/teaching-series/${series.body.id}/artwork`)
        .set('Content-Type', 'image/png')
        .send(await square(1500, '#663311'))
        .expect(200);
      for (const slug of [
        'in-the-beginning-was-the-word-john-1-1-14',
        'for-god-so-loved-the-world',
      ])
        await editor
          .patch(`/api/admin/teachings/${ids[slug]}`)
          .send({ seriesId: series.body.id })
          .expect(200);
      await upload(editor, ids['keeping-the-sabbath-holy'], mp3, 'audio/mpeg').expect(200);
    });

    it('/podcast.xml: every teaching with audio, newest first, as Apple Podcasts requires', async () => {
      const { channel, items } = await feed('/podcast.xml');
      await expectAppleChannel(channel);
      expect(channel.link).toBe(`${PUBLIC_URL}/teachings`);
      expect(channel['atom:link']['@_href']).toBe(`${PUBLIC_URL}/podcast.xml`);
      expect(items.map((i) => i.title)).toEqual([
        'Keeping the Sabbath Holy',
        'For God So Loved the World',
        'In the Beginning Was the Word (John 1:1-14)',
      ]);
      await expectAppleItem(items[0], 'keeping-the-sabbath-holy');
      await expectAppleItem(items[1], 'for-god-so-loved-the-world');
      await expectAppleItem(items[2], 'in-the-beginning-was-the-word-john-1-1-14');
      // Markup in a description stays text of the notes, escaped.
      expect(items[1].description).toContain('&amp; faith in the Son &lt;with&gt;');
    });

    it('a series feed: its teachings with audio, its artwork', async () => {
      const { channel, items } = await feed('/podcast/series/gospel-of-john.xml');
      await expectAppleChannel(channel);
      expect(channel.title).toContain('The Gospel of John');
      expect(channel.description).toBe('Verse by verse.');
      expect(channel.link).toBe(`${PUBLIC_URL}/teachings/series/gospel-of-john`);
      const series = (await request(t.server).get('/api/teachings/series/gospel-of-john')).body as {
        series: { artwork: string };
      };
      expect(channel['itunes:image']!['@_href']).toBe(`${PUBLIC_URL}${series.series.artwork}`);
      expect(items.map((i) => i.title)).toEqual([
        'For God So Loved the World',
        'In the Beginning Was the Word (John 1:1-14)',
      ]);
      await expectAppleItem(items[0], 'for-god-so-loved-the-world');
      const main = await feed('/podcast.xml');
      expect(main.channel['podcast:guid']).not.toBe(channel['podcast:guid']);
      await request(t.server).get('/podcast/series/no-such-series.xml').expect(404);
    });

    it('ETag and If-None-Match: 304 until something changes; a GUID stays when the address and title change', async () => {
      const first = await feed('/podcast.xml');
      await request(t.server).get('/podcast.xml').set('If-None-Match', first.etag).expect(304);
      const id = ids['keeping-the-sabbath-holy'];
      await editor
        .patch(`/api/admin/teachings/${id}`)
        .send({ slug: 'the-sabbath', title: 'The Sabbath, Kept Holy' })
        .expect(200);
      const changed = await request(t.server).get('/podcast.xml').set('If-None-Match', first.etag);
      expect(changed.status).toBe(200);
      const after = await feed('/podcast.xml');
      const item = after.items.find((i) => i.guid['#text'] === `teaching-${id}`)!;
      expect(item.title).toBe('The Sabbath, Kept Holy');
      expect(item.link).toBe(`${PUBLIC_URL}/teachings/the-sabbath`);
      expect(first.items.find((i) => i.guid['#text'] === `teaching-${id}`)).toBeDefined();
      // The series' feed has its own ETag, and answers 304 to it.
      const series = await feed('/podcast/series/gospel-of-john.xml');
      await request(t.server)
        .get('/podcast/series/gospel-of-john.xml')
        .set('If-None-Match', series.etag)
        .expect(304);
    });
  });

  describe('the podcast settings', () => {
    it('without settings the feed uses the site’s name and mail identity; saved settings replace them', async () => {
      const before = (await admin.get('/api/admin/settings').expect(200)).body as Record<
        string,
        unknown
      >;
      expect(before).toMatchObject({
        podcastTitle: '',
        podcastDescription: '',
        podcastAuthor: '',
        podcastOwnerName: '',
        podcastOwnerEmail: '',
        podcastCategory: 'Religion & Spirituality',
        podcastSubcategory: 'Christianity',
        podcastLanguage: '',
        podcastArtworkUrl: expect.stringMatching(/^\/media\/site\/podcast-[0-9a-f]{16}\.jpg$/),
      });
      const fallback = (await feed('/podcast.xml')).channel;
      expect(fallback.title).toBe(before.ministryName);
      expect(fallback['itunes:author']).toBe(before.ministryName);
      expect(fallback.description).toBe(before.tagline);
      expect(fallback['itunes:owner']['itunes:name']).toBe(before.senderName);
      expect(fallback['itunes:owner']['itunes:email']).toBe(
        before.replyTo || before.email || before.senderAddress,
      );
      expect(fallback.language).toBe(String(before.locale).toLowerCase());
      expect(fallback['itunes:image']!['@_href']).toBe(`${PUBLIC_URL}${before.podcastArtworkUrl}`);

      const body = stripReadOnlySettings({ ...before });
      const saved = await admin
        .put('/api/admin/settings')
        .send({
          ...body,
          podcastTitle: 'Grace Teachings',
          podcastDescription: 'Weekly teaching from Grace Fellowship.',
          podcastAuthor: 'Grace Fellowship',
          podcastOwnerName: 'Ruth Cohen',
          podcastOwnerEmail: 'Podcast@Example.org',
          podcastCategory: 'Religion & Spirituality',
          podcastSubcategory: 'Judaism',
          podcastLanguage: 'en-GB',
        })
        .expect(200);
      expect(saved.body).toMatchObject({
        podcastTitle: 'Grace Teachings',
        podcastOwnerEmail: 'podcast@example.org',
        podcastSubcategory: 'Judaism',
        podcastLanguage: 'en-gb',
      });
      const { channel } = await feed('/podcast.xml');
      expect(channel.title).toBe('Grace Teachings');
      expect(channel.description).toBe('Weekly teaching from Grace Fellowship.');
      expect(channel['itunes:author']).toBe('Grace Fellowship');
      expect(channel['itunes:owner']).toEqual({
        'itunes:name': 'Ruth Cohen',
        'itunes:email': 'podcast@example.org',
      });
      expect(channel['itunes:category']).toEqual({
        '@_text': 'Religion & Spirituality',
        'itunes:category': { '@_text': 'Judaism' },
      });
      expect(channel.language).toBe('en-gb');

      // The artwork's address is read only, like the logo's: a body carrying it is refused by name,
      // and nothing of it is saved.
      const echo = await admin
        .put('/api/admin/settings')
        .send({ ...body, podcastArtworkUrl: '/media/site/something-else.jpg' })
        .expect(400);
      expect(echo.body.errors).toEqual([
        { field: 'podcastArtworkUrl', message: 'property podcastArtworkUrl should not exist' },
      ]);
      const after = (await admin.get('/api/admin/settings').expect(200)).body as typeof before;
      expect(after.podcastArtworkUrl).toBe(before.podcastArtworkUrl);
      // A caller that does not know the podcast block (the spec's contract) saves and keeps it.
      const withoutPodcast = Object.fromEntries(
        Object.entries(body).filter(([key]) => !key.startsWith('podcast')),
      );
      await admin
        .put('/api/admin/settings')
        .send({ ...withoutPodcast, tagline: 'New tagline' })
        .expect(200);
      const kept = (await admin.get('/api/admin/settings').expect(200)).body;
      expect(kept).toMatchObject({
        tagline: 'New tagline',
        podcastTitle: 'Grace Teachings',
        podcastSubcategory: 'Judaism',
      });
    });

    it('refuses a category Apple does not know, a subcategory of another, a bad e-mail or language', async () => {
      const body = stripReadOnlySettings(
        (await admin.get('/api/admin/settings').expect(200)).body as Record<string, unknown>,
      );
      const refused: [Record<string, string>, string][] = [
        [
          { podcastCategory: 'Religion' },
          'Podcast category must be one of the Apple Podcasts categories',
        ],
        [
          { podcastCategory: 'Religion & Spirituality', podcastSubcategory: 'Golf' },
          'Podcast subcategory must be one of the subcategories of Religion & Spirituality, or empty',
        ],
        [
          { podcastSubcategory: 'Nonsense' },
          'Podcast subcategory must be one of the Apple Podcasts subcategories, or empty',
        ],
        [
          { podcastOwnerEmail: 'not an address' },
          'Podcast owner e-mail must be a valid e-mail address, or empty',
        ],
        [
          { podcastLanguage: 'English' },
          'Podcast language must be a language code such as en or en-us, or empty',
        ],
      ];
      for (const [change, message] of refused) {
        const res = await admin.put('/api/admin/settings').send({ ...body, ...change });
        expect([change, res.status, res.body.message]).toEqual([change, 400, message]);
      }
    });

    it('lists the categories the server takes, with their subcategories, to Administrators only', async () => {
      const res = await admin.get('/api/admin/settings/podcast-categories').expect(200);
      const categories = res.body as { name: string; subcategories: string[] }[];
      expect(
        categories.find((one) => one.name === 'Religion & Spirituality')?.subcategories,
      ).toContain('Christianity');
      // Each pair the list offers is one a save takes.
      const body = stripReadOnlySettings(
        (await admin.get('/api/admin/settings').expect(200)).body as Record<string, unknown>,
      );
      const [category, subcategory] = [
        'Arts',
        categories.find((one) => one.name === 'Arts')!.subcategories[0],
      ];
      await admin
        .put('/api/admin/settings')
        .send({ ...body, podcastCategory: category, podcastSubcategory: subcategory })
        .expect(200);
      await admin
        .put('/api/admin/settings')
        .send({
          ...body,
          podcastCategory: 'Religion & Spirituality',
          podcastSubcategory: 'Christianity',
        })
        .expect(200);
      await request(t.server).get('/api/admin/settings/podcast-categories').expect(401);
      await editor.get('/api/admin/settings/podcast-categories').expect(403);
    });

    it('the artwork: square and at least 1400 pixels; Administrators only; removed again', async () => {
      const small = await sharp({
        create: { width: 1000, height: 1000, channels: 3, background: '#000' },
      })
        .png()
        .toBuffer();
      const wide = await sharp({
        create: { width: 2000, height: 1400, channels: 3, background: '#000' },
      })
        .png()
        .toBuffer();
      const message =
        'The podcast artwork must be a square PNG, JPEG or WebP image of at least 1400 × 1400 pixels';
      for (const image of [small, wide, Buffer.from('not an image')]) {
        const res = await admin
          .put('/api/admin/settings/podcast-artwork')
          .set('Content-Type', 'image/png')
          .send(image)
          .expect(400);
        expect(res.body.message).toBe(message);
      }
      const res = await editor
        .put('/api/admin/settings/podcast-artwork')
        .set('Content-Type', 'image/png')
        .send(small);
      expect(res.status).toBe(403);
      await (request(t.server) as unknown as Agent)
        .delete('/api/admin/settings/podcast-artwork')
        .expect(401);
      const removed = await admin.delete('/api/admin/settings/podcast-artwork').expect(200);
      expect(removed.body.podcastArtworkUrl).toBeNull();
      const trail = await admin
        .get('/api/admin/audit?action=settings.podcast_artwork_remove')
        .expect(200);
      expect(JSON.stringify(trail.body)).toContain('settings.podcast_artwork_remove');
    });

    const feed = async (path: string) => {
      const res = await request(t.server).get(path).expect(200);
      const parsed = new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: '@_',
        parseTagValue: false,
      }).parse(res.text) as { rss: { channel: Record<string, never> } };
      return {
        channel: parsed.rss.channel as unknown as {
          title: string;
          description: string;
          language: string;
          'itunes:author': string;
          'itunes:owner': { 'itunes:name': string; 'itunes:email': string };
          'itunes:category': unknown;
          'itunes:image'?: { '@_href': string };
        },
      };
    };
  });
});

/** Supertest's parser for a binary body. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
