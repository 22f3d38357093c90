import request from 'supertest';
import { DataSource } from 'typeorm';
import { SearchIndexService } from '../src/modules/videos/search-index.service';
import { eventually } from './support/email-fixtures';
import { createTestApp, TestApp } from './support/test-app';

describe('GET /api/site: the ministry details every page shows', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        MAIL_FROM: 'Grace Fellowship <no-reply@grace.example>',
        MAIL_REPLY_TO: 'Pastoral Care <care@grace.example>',
        MINISTRY_POSTAL_ADDRESS: '7 Olive Street, Bethany',
      },
    });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const insertVideo = (youtubeId: string, channelId: string | null, isActive = true) =>
    db.query(
      `INSERT INTO videos (youtube_id, title, channel_id, is_active) VALUES ($1, $2, $3, $4)`,
      [youtubeId, `Teaching ${youtubeId}`, channelId, isActive],
    );

  it('answers the configured name, postal address and contact e-mail the mails carry', async () => {
    const res = await request(t.server).get('/api/site').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toEqual({
      name: 'Grace Fellowship',
      // No channel configured or synced yet: a search for the ministry, never a bare youtube.com.
      channelUrl: 'https://www.youtube.com/results?search_query=Grace%20Fellowship',
      postalAddress: '7 Olive Street, Bethany',
      email: 'care@grace.example',
    });
  });

  it('links the channel most synced videos come from, as soon as the catalogue changes', async () => {
    await insertVideo('siteVideo01', 'UCministryChannel0000001');
    await insertVideo('siteVideo02', 'UCministryChannel0000001');
    await insertVideo('siteVideo03', 'UCguestChannel0000000002');
    await insertVideo('siteVideo04', 'UCgoneChannel00000000003', false);
    await insertVideo('siteVideo05', 'UCgoneChannel00000000003', false);
    await insertVideo('siteVideo06', 'UCgoneChannel00000000003', false);
    await insertVideo('siteVideo07', null);
    // A sync ends by rebuilding the search index, which announces the change of the catalogue.
    await t.app.get(SearchIndexService).refresh();
    // The settings are read again on that announcement, as in every process (within 2 s).
    const channel = 'https://www.youtube.com/channel/UCministryChannel0000001';
    const linked = await eventually(
      async () => {
        const res = await request(t.server).get('/api/site').expect(200);
        return res.body.channelUrl === channel ? res : undefined;
      },
      2000,
      'the synced channel in /api/site',
    );
    expect(linked.body.channelUrl).toBe(channel);
  });
});
