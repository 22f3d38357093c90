import { QueryFailedError } from 'typeorm';
import {
  FeatureNotApprovedError,
  MemberSignedOutError,
  NothingToModerateError,
  TestimonialNotFoundError,
} from './community.errors';
import type { Testimonial } from './entities/testimonial.entity';
import type { NewTestimonial, TestimonialsRepository } from './testimonials.repository';
import { memberTestimonyStatus, TestimonialsService } from './testimonials.service';

/** Testimonies in memory; `changeLocked` keeps nothing of a change that throws, as a rollback. */
class FakeTestimonialsRepository implements Pick<
  TestimonialsRepository,
  keyof TestimonialsRepository
> {
  rows: Testimonial[] = [];
  members = new Set([1]);
  private nextId = 1;

  async newestApproved() {
    return this.rows.filter((t) => t.status === 'approved');
  }
  async approvedPage() {
    const approved = await this.newestApproved();
    return [approved, approved.length] as [Testimonial[], number];
  }
  async newestFeatured() {
    return this.rows.filter((t) => t.status === 'approved' && t.isFeatured);
  }
  async insert(fields: NewTestimonial) {
    if (fields.memberId !== null && !this.members.has(fields.memberId))
      throw new QueryFailedError('INSERT', [], Object.assign(new Error('fk'), { code: '23503' }));
    const now = new Date();
    const row: Testimonial = {
      ...fields,
      id: this.nextId++,
      submittedAt: now,
      createdAt: now,
      approvedAt: null,
      approvedBy: null,
      rejectedAt: null,
    };
    this.rows.push(row);
    return { ...row };
  }
  async moderationList() {
    return [...this.rows];
  }
  async moderationPage() {
    return [[...this.rows], this.rows.length] as [Testimonial[], number];
  }
  async summary() {
    return { total: 0, pending: 0, approved: 0, rejected: 0, featured: 0 };
  }
  async changeLocked(id: number, change: (testimonial: Testimonial) => void) {
    const row = this.rows.find((t) => t.id === id);
    if (!row) return null;
    const copy = { ...row };
    change(copy);
    Object.assign(row, copy);
    return { ...row };
  }
  async delete(id: number) {
    const before = this.rows.length;
    this.rows = this.rows.filter((t) => t.id !== id);
    return this.rows.length < before;
  }
  async ofMember(memberId: number) {
    return this.rows.filter((t) => t.memberId === memberId);
  }
  async deleteRejectedBefore() {
    return 0;
  }
  titles() {
    return async () => new Map<string, string>();
  }
}

const story = {
  name: 'Miriam',
  email: 'typed@example.org',
  category: 'Healing',
  title: 'Healed',
  testimony: 'What happened',
};

describe('TestimonialsService', () => {
  let repository: FakeTestimonialsRepository;
  let service: TestimonialsService;

  beforeEach(() => {
    repository = new FakeTestimonialsRepository();
    service = new TestimonialsService(repository as unknown as TestimonialsRepository);
  });

  const submitted = () => service.submit({ id: 1, email: 'miriam@example.org' }, story);

  it("waits for moderation, not featured, under the account's address", async () => {
    expect(await submitted()).toMatchObject({
      status: 'pending',
      isFeatured: false,
      isAnonymous: false,
      email: 'miriam@example.org',
      memberId: 1,
    });
  });

  it('answers a member deleted since the access check as signed out', async () => {
    await expect(service.submit({ id: 2, email: 'gone@example.org' }, story)).rejects.toThrow(
      MemberSignedOutError,
    );
  });

  describe('moderation', () => {
    it('records when and by whom a testimony was approved, and lets it be featured', async () => {
      const { id } = await submitted();
      const approved = await service.update(id, { status: 'approved' }, 'pastor');
      expect(approved).toMatchObject({
        status: 'approved',
        approvedBy: 'pastor',
        rejectedAt: null,
      });
      expect(approved.approvedAt).toBeInstanceOf(Date);
      const featured = await service.update(id, { isFeatured: true }, 'pastor');
      expect(memberTestimonyStatus(featured)).toBe('featured');
      expect((await service.listFeatured()).map((t) => t.id)).toEqual([id]);
    });

    it('clears the approval and the featured flag when it leaves "approved"', async () => {
      const { id } = await submitted();
      await service.update(id, { status: 'approved', isFeatured: true }, 'pastor');
      const rejected = await service.update(id, { status: 'rejected' }, 'elder');
      expect(rejected).toMatchObject({
        status: 'rejected',
        approvedAt: null,
        approvedBy: null,
        isFeatured: false,
      });
      expect(rejected.rejectedAt).toBeInstanceOf(Date);
      const pending = await service.update(id, { status: 'pending' }, 'elder');
      expect(pending).toMatchObject({ status: 'pending', rejectedAt: null });
    });

    it('keeps the approval when the same status is sent again', async () => {
      const { id } = await submitted();
      const approved = await service.update(id, { status: 'approved' }, 'pastor');
      const again = await service.update(id, { status: 'approved' }, 'elder');
      expect(again).toMatchObject({ approvedBy: 'pastor', approvedAt: approved.approvedAt });
    });

    it('features only an approved testimony, changing nothing otherwise', async () => {
      const { id } = await submitted();
      await expect(service.update(id, { isFeatured: true }, 'pastor')).rejects.toThrow(
        new FeatureNotApprovedError(),
      );
      await expect(
        service.update(id, { status: 'rejected', isFeatured: true }, 'pastor'),
      ).rejects.toThrow('Only approved testimonials can be featured');
      expect(repository.rows[0]).toMatchObject({ status: 'pending', isFeatured: false });
      // Approving and featuring at once is one change.
      expect(
        await service.update(id, { status: 'approved', isFeatured: true }, 'pastor'),
      ).toMatchObject({ status: 'approved', isFeatured: true });
    });

    it('refuses a change that names nothing, and an unknown testimony', async () => {
      const { id } = await submitted();
      await expect(service.update(id, {}, 'pastor')).rejects.toThrow(NothingToModerateError);
      await expect(service.update(99, { status: 'approved' }, 'pastor')).rejects.toThrow(
        TestimonialNotFoundError,
      );
      await expect(service.delete(99)).rejects.toThrow('Testimonial not found');
    });
  });
});
