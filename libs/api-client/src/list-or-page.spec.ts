import { describe, expect, it } from '@jest/globals';
import { pageOf, plainList } from './list-or-page';

describe('a list that pages on request', () => {
  const list: { id: number }[] = [{ id: 1 }];
  const page = { items: [{ id: 2 }], total: 1, page: 1, pageSize: 20 };

  it('gives the plain array of a call without paging, and refuses a page', () => {
    expect(plainList<typeof list | typeof page>(list)).toBe(list);
    expect(() => plainList<typeof list | typeof page>(page)).toThrow('Expected a list, got a page');
  });

  it('gives the page of a paged call, and refuses a plain array', () => {
    expect(pageOf<typeof list | typeof page>(page)).toBe(page);
    expect(() => pageOf<typeof list | typeof page>(list)).toThrow('Expected a page, got a list');
  });
});
