import request from 'supertest';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

/** The first bytes of an MP4 file ('ftyp' box), then filler. */
function mp4(size: number): Buffer {
  const data = Buffer.alloc(size, 7);
  Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(data);
  return data;
}

describe('campaign video upload (/api/objects/video-upload, /media/videos)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>['agent'];

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    admin = (await signedInAgent(t, { isAdmin: true })).agent;
  });
  afterAll(() => t.close());

  const newUpload = async () =>
    (await admin.post('/api/objects/video-upload').expect(200)).body as {
      uploadURL: string;
      videoUrl: string;
      expiresAt: string;
    };

  it('gives signed upload addresses to administrators only', async () => {
    await request(t.server).post('/api/objects/video-upload').expect(401);
    const { agent: user } = await signedInAgent(t, { isAdmin: false });
    await user.post('/api/objects/video-upload').expect(403);
    const upload = await newUpload();
    expect(upload.uploadURL).toMatch(
      /^\/media\/videos\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/,
    );
    expect(upload.videoUrl).toBe(upload.uploadURL.split('?')[0]);
    const ttl = new Date(upload.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('stores one PUT, streamed, and serves it with range support at a stable address', async () => {
    const { uploadURL, videoUrl } = await newUpload();
    const body = mp4(3 * 1024 * 1024);
    await request(t.server).put(uploadURL).set('Content-Type', 'video/mp4').send(body).expect(204);

    const whole = await request(t.server)
      .get(videoUrl)
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(whole.body as Buffer, body)).toBe(0);

    const part = await request(t.server)
      .get(videoUrl)
      .set('Range', 'bytes=4-11')
      .buffer(true)
      .parse(binary as never)
      .expect(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${body.length}`);
    expect((part.body as Buffer).toString('latin1')).toBe('ftypisom');

    // The address is good for one upload only.
    const again = await request(t.server)
      .put(uploadURL)
      .set('Content-Type', 'video/mp4')
      .send(mp4(100))
      .expect(409);
    expect(again.body.message).toBe('This upload address has already been used.');
    await request(t.server).get('/media/videos/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('refuses what is not a signed, unexpired, video PUT within 100 MB', async () => {
    const { uploadURL } = await newUpload();
    const [path, query] = uploadURL.split('?');
    const params = new URLSearchParams(query);

    const forged = new URLSearchParams(params);
    forged.set('signature', 'x'.repeat(43));
    await request(t.server)
      .put(`${path}?${forged}`)
      .set('Content-Type', 'video/mp4')
      .send(mp4(100))
      .expect(403);
    const later = new URLSearchParams(params);
    later.set('expires', String(Number(params.get('expires')) + 3600));
    await request(t.server)
      .put(`${path}?${later}`)
      .set('Content-Type', 'video/mp4')
      .send(mp4(100))
      .expect(403);

    const notVideoType = await request(t.server)
      .put(uploadURL)
      .set('Content-Type', 'image/png')
      .send(mp4(100))
      .expect(415);
    expect(notVideoType.body.message).toBe('Only video files can be uploaded.');

    const tooBig = await request(t.server)
      .put(uploadURL)
      .set('Content-Type', 'video/mp4')
      .set('Content-Length', '104857601')
      .send(Buffer.alloc(0))
      .ok(() => true);
    expect(tooBig.status).toBe(413);

    const fake = Buffer.alloc(4096, 0x41); // text pretending to be a video
    const notVideo = await request(t.server)
      .put(uploadURL)
      .set('Content-Type', 'video/mp4')
      .send(fake)
      .expect(415);
    expect(notVideo.body.message).toBe('The file is not a video.');
  });

  it('lets a campaign use an uploaded video only', async () => {
    const { uploadURL, videoUrl } = await newUpload();
    await request(t.server)
      .put(uploadURL)
      .set('Content-Type', 'video/webm')
      .send(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000)]))
      .expect(204);
    const template = (
      await admin
        .post('/api/email/templates')
        .send({ name: 'T', subject: 'S', message: 'M' })
        .expect(201)
    ).body;
    const created = await admin
      .post('/api/email/campaigns')
      .send({ name: 'With video', templateId: template.id, videoMessageUrl: videoUrl })
      .expect(201);
    expect(created.body.videoMessageUrl).toBe(videoUrl);
    const preview = (await admin.get(`/api/email/campaigns/${created.body.id}/preview`).expect(200))
      .body;
    expect(preview.html).toContain(`${videoUrl}"`);
    expect(preview.html).toContain('Watch the video message');

    const unused = await newUpload();
    await admin
      .post('/api/email/campaigns')
      .send({ name: 'Missing video', templateId: template.id, videoMessageUrl: unused.videoUrl })
      .expect(400);
  });
});

function binary(
  res: NodeJS.ReadableStream & { setEncoding(e: string): void },
  done: (e: Error | null, b: Buffer) => void,
) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
