import { describe, expect, it } from '@jest/globals';
import { studyPageSize, studyVideosQueryKey } from './use-study-videos';

describe('the Study grid', () => {
  it('asks for 7 popular teachings, or 12 matches of a search (spec §9)', () => {
    expect(studyPageSize('')).toBe(7);
    expect(studyPageSize('faith')).toBe(12);
  });

  it('keeps a search as typed apart from the corrected one', () => {
    expect(studyVideosQueryKey('fath')).toEqual([
      '/api/youtube/videos',
      { maxResults: 12, q: 'fath' },
    ]);
    expect(studyVideosQueryKey('fath', true)).toEqual([
      '/api/youtube/videos',
      { maxResults: 12, q: 'fath', correct: false },
    ]);
  });
});
