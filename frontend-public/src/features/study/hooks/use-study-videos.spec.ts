import { describe, expect, it } from '@jest/globals';
import { hashKey } from '@tanstack/react-query';
import { studyPageSize, studyVideosQueryKey } from './use-study-videos';

describe('the Study grid', () => {
  it('asks for 7 popular teachings, or 12 matches of a search (spec §9)', () => {
    expect(studyPageSize('')).toBe(7);
    expect(studyPageSize('faith')).toBe(12);
  });

  it('caches a search as typed apart from the corrected one, and each search apart', () => {
    const cacheEntry = (query: string, asTyped?: boolean) =>
      hashKey(studyVideosQueryKey(query, asTyped));
    expect(cacheEntry('fath', true)).not.toBe(cacheEntry('fath'));
    expect(cacheEntry('faith')).not.toBe(cacheEntry('fath'));
    expect(cacheEntry('')).not.toBe(cacheEntry('fath'));
    // Asking again for a search finds what was fetched for it.
    expect(cacheEntry('fath', true)).toBe(cacheEntry('fath', true));
  });
});
