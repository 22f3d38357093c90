import request from 'supertest';
import { DataSource } from 'typeorm';
import { Testimonial } from '../src/modules/community/entities/testimonial.entity';
import { CounselingRequest } from '../src/modules/counseling/entities/counseling-request.entity';
import { PUBLIC_TESTIMONIALS_CAP } from '../src/modules/community/testimonials.service';
import { memberAgent } from './support/community';
import { Agent, createTestApp, signedInAgent, TestApp } from './support/test-app';

/**
 * The Testimonials and Counseling tabs ask the server for one page and for their counts, so they
 * stay quick however many stories and requests there are (docs/api-changelog.md, 5.0.0); the public
 * list is capped without paging parameters and paged with them.
 */
describe('testimonials and counseling lists at scale', () => {
  let t: TestApp;
  let admin: Agent;
  let db: DataSource;
  /** Titles of the seeded testimonies, newest first. */
  const approvedTitles: string[] = [];

  const base = Date.UTC(2025, 0, 1);
  const at = (minutes: number) => new Date(base + minutes * 60_000);

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    db = t.app.get(DataSource);
    admin = (await signedInAgent(t, { isAdmin: true })).agent;

    // 105 approved (2 featured), 3 pending, 2 rejected; older ones first in time.
    const testimonies: Partial<Testimonial>[] = [];
    for (let i = 0; i < 110; i += 1) {
      const status = i < 105 ? 'approved' : i < 108 ? 'pending' : 'rejected';
      testimonies.push({
        name: `Witness ${i}`,
        email: `witness${i}@example.test`,
        category: i % 2 === 0 ? 'Healing' : 'Faith',
        title: `Story ${String(i).padStart(3, '0')}${i === 42 ? ' 100%_sure' : ''}`,
        testimony: `Testimony number ${i}.`,
        isAnonymous: false,
        isFeatured: status === 'approved' && i >= 103,
        status,
        submittedAt: at(i),
      });
    }
    await db.getRepository(Testimonial).save(testimonies);
    for (let i = 104; i >= 0; i -= 1) approvedTitles.push(testimonies[i].title as string);

    const requests: Partial<CounselingRequest>[] = [];
    const urgencies = ['normal', 'soon', 'urgent'];
    const statuses = ['pending', 'in_progress', 'completed', 'closed'] as const;
    for (let i = 0; i < 30; i += 1) {
      requests.push({
        name: `Seeker ${i}`,
        email: `seeker${i}@example.test`,
        category: i % 3 === 0 ? 'Grief & Loss' : 'Family Issues',
        background: `Background ${i}`,
        currentSituation: `Situation ${i}`,
        specificNeeds: `Needs ${i}`,
        urgency: urgencies[i % 3],
        status: statuses[i % 4],
        submittedAt: at(i),
        createdAt: at(i),
      });
    }
    await db.getRepository(CounselingRequest).save(requests);
  });
  afterAll(() => t.close());

  describe('GET /api/admin/testimonials', () => {
    it('keeps the plain array of every testimony without page parameters', async () => {
      const res = await admin.get('/api/admin/testimonials').expect(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body).toHaveLength(110);
      const filtered = await admin.get('/api/admin/testimonials?status=pending').expect(200);
      expect(filtered.body.map((x: { title: string }) => x.title)).toEqual([
        'Story 107',
        'Story 106',
        'Story 105',
      ]);
    });

    it('answers one page of a status, newest first, with the number that match', async () => {
      const first = await admin
        .get('/api/admin/testimonials?status=approved&page=1&pageSize=10')
        .expect(200);
      expect(first.body).toMatchObject({ total: 105, page: 1, pageSize: 10 });
      expect(first.body.items.map((x: { title: string }) => x.title)).toEqual(
        approvedTitles.slice(0, 10),
      );
      expect(first.body.items[0]).toEqual(
        expect.objectContaining({
          email: expect.any(String),
          status: 'approved',
          createdAt: expect.any(String),
        }),
      );
      const last = await admin
        .get('/api/admin/testimonials?status=approved&page=11&pageSize=10')
        .expect(200);
      expect(last.body.items.map((x: { title: string }) => x.title)).toEqual(
        approvedTitles.slice(100),
      );
      const beyond = await admin.get('/api/admin/testimonials?page=99&pageSize=10').expect(200);
      expect(beyond.body).toMatchObject({ items: [], total: 110, page: 99 });
      // pageSize alone asks for the first page; page alone for 20 a page.
      const sized = await admin.get('/api/admin/testimonials?pageSize=5').expect(200);
      expect(sized.body).toMatchObject({ page: 1, pageSize: 5, total: 110 });
      expect(sized.body.items).toHaveLength(5);
      const paged = await admin.get('/api/admin/testimonials?page=1').expect(200);
      expect(paged.body.items).toHaveLength(20);
    });

    it('filters by category, featured and search text (wildcards taken literally), and sorts', async () => {
      const featured = await admin
        .get('/api/admin/testimonials?isFeatured=true&page=1&pageSize=20')
        .expect(200);
      expect(featured.body.total).toBe(2);
      const healing = await admin
        .get('/api/admin/testimonials?category=Healing&status=approved&pageSize=1')
        .expect(200);
      expect(healing.body.total).toBe(53);
      const search = await admin
        .get('/api/admin/testimonials?search=100%25_&pageSize=20')
        .expect(200);
      expect(search.body.items.map((x: { title: string }) => x.title)).toEqual([
        'Story 042 100%_sure',
      ]);
      const byEmail = await admin
        .get('/api/admin/testimonials?search=WITNESS10@&pageSize=20')
        .expect(200);
      expect(byEmail.body.total).toBe(1);
      const oldest = await admin
        .get('/api/admin/testimonials?sort=submitted&order=asc&pageSize=2')
        .expect(200);
      expect(oldest.body.items.map((x: { title: string }) => x.title)).toEqual([
        'Story 000',
        'Story 001',
      ]);
      const byTitle = await admin
        .get('/api/admin/testimonials?sort=title&order=desc&pageSize=1')
        .expect(200);
      expect(byTitle.body.items[0].title).toBe('Story 109');
    });

    it('counts the tab in one summary', async () => {
      const res = await admin.get('/api/admin/testimonials/summary').expect(200);
      expect(res.body).toEqual({ total: 110, pending: 3, approved: 105, rejected: 2, featured: 2 });
    });

    it('refuses malformed paging, sort and filters with 400 and a clear message', async () => {
      for (const [query, message] of [
        ['page=0', 'page must be at least 1'],
        ['page=two', 'page must be a whole number'],
        ['pageSize=0', 'pageSize must be at least 1'],
        ['pageSize=101', 'pageSize must be at most 100'],
        ['pageSize=1.5', 'pageSize must be a whole number'],
        ['page=1&sort=author', 'sort must be one of submitted, title'],
        ['page=1&order=up', 'order must be asc or desc'],
        ['status=live', 'Status must be pending, approved or rejected'],
        ['category=Miracles', 'Please choose one of the testimony categories'],
        ['isFeatured=maybe', 'isFeatured must be true or false'],
        [`search=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
      ]) {
        const res = await admin.get(`/api/admin/testimonials?${query}`).expect(400);
        expect(JSON.stringify(res.body)).toContain(message);
      }
    });
  });

  describe('GET /api/testimonials (public)', () => {
    it(`caps the plain array at the newest ${PUBLIC_TESTIMONIALS_CAP}`, async () => {
      const res = await request(t.server).get('/api/testimonials').expect(200);
      expect(res.body.map((x: { title: string }) => x.title)).toEqual(
        approvedTitles.slice(0, PUBLIC_TESTIMONIALS_CAP),
      );
      const healing = await request(t.server).get('/api/testimonials?category=Healing').expect(200);
      expect(healing.body).toHaveLength(53);
      const featured = await request(t.server).get('/api/testimonials/featured').expect(200);
      expect(featured.body).toHaveLength(2);
    });

    it('pages through every approved testimony, never with e-mails', async () => {
      const last = await request(t.server).get('/api/testimonials?page=6&pageSize=20').expect(200);
      expect(last.body).toMatchObject({ total: 105, page: 6, pageSize: 20 });
      expect(last.body.items.map((x: { title: string }) => x.title)).toEqual(
        approvedTitles.slice(100),
      );
      expect(JSON.stringify(last.body)).not.toContain('@example.test');
      const healing = await request(t.server)
        .get('/api/testimonials?category=Healing&page=1&pageSize=5')
        .expect(200);
      expect(healing.body.total).toBe(53);
      for (const query of ['page=0', 'pageSize=101', 'pageSize=x']) {
        await request(t.server).get(`/api/testimonials?${query}`).expect(400);
      }
    });
  });

  describe('GET /api/admin/counseling', () => {
    it('keeps the plain array in triage order without page parameters', async () => {
      const res = await admin.get('/api/admin/counseling').expect(200);
      expect(res.body).toHaveLength(30);
      expect(res.body.slice(0, 2).map((x: { name: string }) => x.name)).toEqual([
        'Seeker 2',
        'Seeker 5',
      ]);
    });

    it('answers one page in triage order, with response counts and without the narrative', async () => {
      const res = await admin.get('/api/admin/counseling?page=2&pageSize=5').expect(200);
      expect(res.body).toMatchObject({ total: 30, page: 2, pageSize: 5 });
      // 10 urgent (2, 5, … 29) come first, oldest first.
      expect(res.body.items.map((x: { name: string }) => x.name)).toEqual([
        'Seeker 17',
        'Seeker 20',
        'Seeker 23',
        'Seeker 26',
        'Seeker 29',
      ]);
      expect(res.body.items[0]).toMatchObject({ name: 'Seeker 17', responseCount: 0 });
      // The narrative comes with the audited detail only.
      for (const item of res.body.items) {
        expect(Object.keys(item)).not.toEqual(
          expect.arrayContaining(['background', 'currentSituation', 'specificNeeds']),
        );
        expect(item).not.toHaveProperty('currentSituation');
      }
      const detail = await admin.get(`/api/admin/counseling/${res.body.items[0].id}`).expect(200);
      expect(detail.body).toMatchObject({
        currentSituation: 'Situation 17',
        specificNeeds: 'Needs 17',
        responses: [],
      });
      const next = await admin.get('/api/admin/counseling?page=3&pageSize=5').expect(200);
      expect(next.body.items.map((x: { urgency: string }) => x.urgency)).toEqual(
        Array(5).fill('soon'),
      );
    });

    it('filters by status, urgency and category, and sorts by submission', async () => {
      const pending = await admin
        .get('/api/admin/counseling?status=pending&pageSize=100')
        .expect(200);
      expect(pending.body.total).toBe(8);
      expect(pending.body.items.every((x: { status: string }) => x.status === 'pending')).toBe(
        true,
      );
      const urgentGrief = await admin
        .get(
          `/api/admin/counseling?urgency=urgent&category=${encodeURIComponent('Grief & Loss')}&pageSize=100`,
        )
        .expect(200);
      // i % 3 === 2 and i % 3 === 0 never both hold.
      expect(urgentGrief.body.total).toBe(0);
      const newest = await admin.get('/api/admin/counseling?sort=submitted&pageSize=2').expect(200);
      expect(newest.body.items.map((x: { name: string }) => x.name)).toEqual([
        'Seeker 29',
        'Seeker 28',
      ]);
      const plain = await admin.get('/api/admin/counseling?status=closed').expect(200);
      expect(plain.body).toHaveLength(7);
    });

    it('counts the tab in one summary', async () => {
      const res = await admin.get('/api/admin/counseling/summary').expect(200);
      expect(res.body).toEqual({
        total: 30,
        pending: 8,
        inProgress: 8,
        completed: 7,
        closed: 7,
        urgent: 10,
      });
    });

    it('refuses malformed paging, sort and filters with 400 and a clear message', async () => {
      for (const [query, message] of [
        ['page=-1', 'page must be at least 1'],
        ['pageSize=500', 'pageSize must be at most 100'],
        ['pageSize=ten', 'pageSize must be a whole number'],
        ['page=1&sort=name', 'sort must be one of triage, submitted'],
        ['page=1&order=sideways', 'order must be asc or desc'],
        ['status=open', 'Status must be pending, in_progress, completed or closed'],
        ['urgency=asap', 'Urgency must be normal, soon or urgent'],
        ['category=Other%20things', 'Please choose one of the counseling categories'],
        ['search=grief', 'property search should not exist'],
      ]) {
        const res = await admin.get(`/api/admin/counseling?${query}`).expect(400);
        expect(JSON.stringify(res.body)).toContain(message);
      }
    });
  });

  it('keeps the lists and summaries to staff allowed to see them: 401, 401 for a member, 403', async () => {
    const member = await memberAgent(t);
    const communications = (await signedInAgent(t, { role: 'communications' })).agent;
    for (const path of [
      '/api/admin/testimonials?page=1',
      '/api/admin/testimonials/summary',
      '/api/admin/counseling?page=1',
      '/api/admin/counseling/summary',
    ]) {
      await request(t.server).get(path).expect(401);
      await member.agent.get(path).expect(401);
      await communications.get(path).expect(403);
    }
    const pastoral = (await signedInAgent(t, { role: 'pastoral' })).agent;
    await pastoral.get('/api/admin/counseling/summary').expect(200);
    await pastoral.get('/api/admin/testimonials/summary').expect(200);
  });
});
