import { listParams } from './teaching-pages';

describe('the filters of /teachings as the page server reads them', () => {
  const read = (query: string) => listParams(new URLSearchParams(query));

  it('keeps the filters that are set, with the key the screen uses (no page 1, no empty values)', () => {
    expect(read('')).toEqual({});
    expect(read('series=the-gospel&speaker=&book=John&topic=Faith&page=1')).toEqual({
      series: 'the-gospel',
      book: 'John',
      topic: 'Faith',
    });
    expect(read('page=3')).toEqual({ page: 3 });
  });

  it('drops what the list would refuse: an unknown book, a page that is not a whole number', () => {
    expect(read('book=Hezekiah&page=2.5')).toEqual({});
    expect(read('page=-4')).toEqual({});
    expect(read(`series=${'x'.repeat(200)}`)).toEqual({});
  });
});
