import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@ministry/api-client';
import { shouldRetryWeeklyScripture } from './use-weekly-scripture';

describe('shouldRetryWeeklyScripture (spec §9: 3 retries)', () => {
  it('retries a failure up to three times', () => {
    const failure = new ApiError(500, 'boom');
    expect([0, 1, 2, 3].map((count) => shouldRetryWeeklyScripture(count, failure))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryWeeklyScripture(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never retries a 404: no scripture is chosen for the home page', () => {
    expect(shouldRetryWeeklyScripture(0, new ApiError(404, ''))).toBe(false);
  });
});
