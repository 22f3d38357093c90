import { describe, expect, it } from '@jest/globals';
import { formatMatch, formatViews } from './format';

describe('video card texts', () => {
  it('count views in en-US, one view in the singular', () => {
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(1234567)).toBe('1,234,567 views');
  });

  it('show a relevance score as a percentage match', () => {
    expect(formatMatch(0.874)).toBe('87% match');
    expect(formatMatch(1)).toBe('100% match');
  });
});
