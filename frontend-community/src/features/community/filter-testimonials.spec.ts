import { describe, expect, it } from '@jest/globals';
import type { PublicTestimonial } from '../../shared/api/community-types';
import { ALL_CATEGORIES, categoryOptions, filterTestimonials } from './filter-testimonials';

const story = (id: number, category: string, title: string, testimony = ''): PublicTestimonial => ({
  id,
  category,
  title,
  testimony,
  name: null,
  isAnonymous: true,
  isFeatured: false,
  submittedAt: '2026-01-01T00:00:00.000Z',
});

const stories = [
  story(1, 'Healing', 'Restored in the night', 'The fever left.'),
  story(2, 'Faith', 'A new walk'),
  story(3, 'Healing', 'Strength', 'My back was HEALED'),
];

describe('the testimonials filters (spec §2)', () => {
  it('offer All, then each category once, sorted', () => {
    expect(categoryOptions(stories)).toEqual([ALL_CATEGORIES, 'Faith', 'Healing']);
  });

  it('search title, testimony and category ignoring case, within the chosen category', () => {
    expect(filterTestimonials(stories, ' heal', ALL_CATEGORIES).map((s) => s.id)).toEqual([1, 3]);
    expect(filterTestimonials(stories, 'walk', ALL_CATEGORIES).map((s) => s.id)).toEqual([2]);
    expect(filterTestimonials(stories, '', 'Faith').map((s) => s.id)).toEqual([2]);
    expect(filterTestimonials(stories, 'fever', 'Faith')).toEqual([]);
  });
});
