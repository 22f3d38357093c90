import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp } from 'pino-http';
import { REDACTED, redactUrl, requestLogOptions } from './request-log';

describe('redactUrl', () => {
  it('replaces the value of every secret-bearing query parameter, whatever its case', () => {
    expect(redactUrl('/unsubscribe?token=abc123&x=1')).toBe(`/unsubscribe?token=${REDACTED}&x=1`);
    expect(redactUrl('/community?signin=s3cret')).toBe(`/community?signin=${REDACTED}`);
    expect(redactUrl('/community?emailChange=t0k&tab=me')).toBe(
      `/community?emailChange=${REDACTED}&tab=me`,
    );
    expect(redactUrl('/api/objects/v?expires=1&Signature=ff')).toBe(
      `/api/objects/v?expires=1&Signature=${REDACTED}`,
    );
    expect(redactUrl('https://site.example/x?%74oken=abc')).toBe(
      `https://site.example/x?%74oken=${REDACTED}`,
    );
  });

  it('leaves addresses without secrets as they are', () => {
    expect(redactUrl('/api/videos?q=faith&page=2')).toBe('/api/videos?q=faith&page=2');
    expect(redactUrl('/api/events')).toBe('/api/events');
    expect(redactUrl(undefined)).toBeUndefined();
  });
});

describe('the request log', () => {
  let server: Server;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pinoHttp(requestLogOptions('info'), sink);
    server = createServer((req, res) => {
      logger(req, res);
      if (req.url?.startsWith('/redirect')) {
        res.writeHead(303, { Location: '/community?signin=location-secret' });
      } else {
        res.writeHead(200);
      }
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<void>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      request({ host: '127.0.0.1', port, path, headers }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });

  it('holds no token of a URL, a Referer or a Location, and still the rest of each', async () => {
    const secrets = [
      'unsubscribe-secret',
      'signin-secret',
      'email-change-secret',
      'referer-secret',
      'location-secret',
      'invitation-secret',
    ];
    await get('/unsubscribe?token=unsubscribe-secret');
    await get('/community?signin=signin-secret&utm=mail');
    await get('/api/community/me', {
      Referer: 'https://site.example/community?emailChange=email-change-secret',
    });
    await get('/api/events', { Referer: 'https://site.example/unsubscribe?token=referer-secret' });
    await get('/redirect?token=invitation-secret');
    // Give the stream its last line.
    await new Promise((resolve) => setImmediate(resolve));

    const log = lines.join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
    const entries = lines.map(
      (line) => JSON.parse(line) as { req: { url: string; headers: Record<string, string> } },
    );
    expect(entries.map((entry) => entry.req.url)).toEqual([
      `/unsubscribe?token=${REDACTED}`,
      `/community?signin=${REDACTED}&utm=mail`,
      '/api/community/me',
      '/api/events',
      `/redirect?token=${REDACTED}`,
    ]);
    expect(entries[2].req.headers.referer).toBe(
      `https://site.example/community?emailChange=${REDACTED}`,
    );
  });
});
