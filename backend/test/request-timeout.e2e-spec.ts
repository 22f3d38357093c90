import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

/** The first bytes of an MP4 file ('ftyp' box), then filler. */
function mp4(size: number): Buffer {
  const data = Buffer.alloc(size, 7);
  Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(data);
  return data;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A raw HTTP/1.1 request whose body is sent in `chunks`, `gapMs` apart, as a slow client would.
 * Resolves with the status line's code (or 0 when the connection closed without an answer), how long
 * the answer took, and whether every chunk was written before it.
 */
function slowRequest(
  port: number,
  head: string,
  chunks: Buffer[],
  gapMs: number,
): Promise<{ status: number; ms: number; body: string; allSent: boolean }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    let stopped = false;
    socket.on('data', (d) => (received += d.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server that closes mid-body may reset the connection; what arrived before still counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      stopped = true;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({
        status,
        ms: Date.now() - started,
        body: received.slice(received.indexOf('\r\n\r\n') + 4),
        allSent: sent === chunks.length,
      });
    });
    socket.write(head);
    void (async () => {
      for (const chunk of chunks) {
        if (stopped) return;
        socket.write(chunk);
        sent += 1;
        await sleep(gapMs);
      }
    })();
    // The answer to a complete request does not close the connection by itself.
    socket.on('data', () => {
      if (/\r\n\r\n/.test(received) && sent === chunks.length) setTimeout(() => socket.end(), 200);
    });
  });
}

describe('request timeouts: a normal limit for every route, 30 minutes for the video upload', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // A one-second limit stands in for the default five minutes.
    t = await createTestApp({ workers: false, env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    await t.app.listen(0, '127.0.0.1');
    port = (t.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts off a request to another route whose body arrives too slowly (408)', async () => {
    const body = Buffer.from(JSON.stringify({ username: 'slow-user', password: 'slow-password' }));
    const parts = [body.subarray(0, 10), body.subarray(10, 20), body.subarray(20)];
    const res = await slowRequest(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
      parts,
      900,
    );
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toEqual({ message: 'The request took too long to arrive.' });
    expect(res.allSent).toBe(false);
    expect(res.ms).toBeLessThan(2500);
  });

  it('answers a request whose body arrives within the limit', async () => {
    const body = Buffer.from(JSON.stringify({ username: 'nobody', password: 'wrong-password' }));
    const res = await slowRequest(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
      [body.subarray(0, 10), body.subarray(10)],
      500,
    );
    expect(res.status).toBe(401);
  });

  it('does not cut off a video upload that takes longer than the normal limit', async () => {
    const { agent: admin } = await signedInAgent(t, { isAdmin: true });
    const { uploadURL, videoUrl } = (await admin.post('/api/objects/video-upload').expect(200))
      .body as { uploadURL: string; videoUrl: string };
    const video = mp4(64 * 1024);
    const parts = [0, 1, 2, 3].map((i) => video.subarray(i * 16 * 1024, (i + 1) * 16 * 1024));
    const res = await slowRequest(
      port,
      `PUT ${uploadURL} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: video/mp4\r\n` +
        `Content-Length: ${video.length}\r\n\r\n`,
      parts,
      800,
    );
    expect(res.status).toBe(204);
    expect(res.ms).toBeGreaterThan(2000);
    // Node's own limit, the outer bound, is the upload's half hour.
    expect(t.server.requestTimeout).toBe(30 * 60 * 1000);
    const stored = await fetch(`http://127.0.0.1:${port}${videoUrl}`);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(video)).toBe(true);
  });
});
