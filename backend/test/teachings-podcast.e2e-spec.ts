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
});

/** Supertest's parser for a binary body. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

void XMLParser;
void XMLValidator;
void stripReadOnlySettings;
