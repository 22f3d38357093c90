import request from 'supertest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MetricsService } from '../src/metrics/metrics.service';
import { freePort } from './support/backend-process';
import { eventually } from './support/email-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line of the exposition text, or undefined. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let dataDir: string;
  const scrape = async () =>
    (await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200))
      .text;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ministry-metrics-'));
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a scrape without the bearer token, or with a wrong one (401)', async () => {
    const none = await request(t.server).get('/metrics').expect(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.text).not.toContain('http_request_duration_seconds');
    await request(t.server).get('/metrics').set('Authorization', 'Bearer wrong').expect(401);
    await request(t.server).get('/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('gives Prometheus text with the process, queue, mail, campaign and pool metrics', async () => {
    const res = await request(t.server)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'ministry_mail_sent_total',
      'ministry_mail_failed_total',
    ])
      expect(sample(text, name)).toEqual(expect.any(Number));
    for (const queue of ['system', 'content', 'email', 'email-campaign'])
      for (const state of ['waiting', 'active', 'failed', 'completed', 'delayed'])
        expect(sample(text, 'ministry_queue_jobs', { queue, state })).toEqual(expect.any(Number));
    expect(sample(text, 'ministry_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(sample(text, 'ministry_db_pool_connections', { state: 'waiting' })).toEqual(
      expect.any(Number),
    );
    expect(text).toContain('# TYPE ministry_campaign_deliveries gauge');
  });

  it('counts a request in the latency histogram under its route pattern, not its URL', async () => {
    const labels = { route: '/api/email/campaigns/:id', method: 'GET', status_code: '401' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', labels) ?? 0;
    await request(t.server).get('/api/email/campaigns/424242').expect(401);
    await request(t.server).get('/api/email/campaigns/515151').expect(401);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      before + 2,
    );
    expect(text).not.toContain('424242');
    // A public read answered from the cache, before routing, still has its path as the route.
    await request(t.server).get('/api/events').expect(200);
    await request(t.server).get('/api/events').expect(200);
    expect(
      sample(await scrape(), 'http_request_duration_seconds_count', {
        route: '/api/events',
        status_code: '200',
      }),
    ).toBe(2);
  });

  it('counts sent mail and shows waiting jobs per queue', async () => {
    const before = sample(await scrape(), 'ministry_mail_sent_total') ?? 0;
    // A newsletter subscription sends a welcome message through the queue and the outbox transport.
    await request(t.server)
      .post('/api/subscribe')
      .send({ name: 'Lydia', email: 'lydia@example.test' })
      .expect(201);
    await eventually(async () =>
      (sample(await scrape(), 'ministry_mail_sent_total') ?? 0) > before ? true : undefined,
    );
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ workers: false, env: { METRICS_PORT: String(port) } });
    await t.app.get(MetricsService).listen();
  });
  afterAll(() => t.close());

  it('is absent (404) on the HTTP port, even with a bearer token', async () => {
    await request(t.server).get('/metrics').expect(404);
    await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('is served on METRICS_PORT, on loopback, without a token', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('ministry_queue_jobs');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});

describe('/metrics with neither METRICS_TOKEN nor METRICS_PORT', () => {
  it('is absent (404)', async () => {
    const t = await createTestApp({ workers: false });
    try {
      await request(t.server).get('/metrics').expect(404);
    } finally {
      await t.close();
    }
  });
});
