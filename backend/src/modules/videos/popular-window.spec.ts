import { PopularWindow } from './popular-window';

// Three videos, most viewed first: 30 has sabbath in its title, 10 only in its description, 20 has
// sabbaths in its themes and rest in its title.
const window = new PopularWindow([30, 10, 20], 99, [
  { lexeme: 'sabbath', ids: [30, 10], classes: [0, 3] },
  { lexeme: 'sabbaths', ids: [20], classes: [1] },
  { lexeme: 'rest', ids: [20, 30], classes: [0, 2] },
  // A video beyond the window (the postings came from another snapshot) is ignored.
  { lexeme: 'shabbat', ids: [40, 10], classes: [0, 2] },
]);
const matched = (flags: Uint8Array) => window.ids.filter((_, rank) => flags[rank]);

describe('PopularWindow', () => {
  it('matches a lexeme in the weight classes asked, most viewed first', () => {
    const sabbath = [[{ lexeme: 'sabbath', prefix: false }]];
    expect(matched(window.match(sabbath, 'all', 0))).toEqual([30]);
    expect(matched(window.match(sabbath, 'all', 3))).toEqual([30, 10]);
  });

  it('matches every lexeme starting with a prefix', () => {
    const sab = [[{ lexeme: 'sab', prefix: true }]];
    expect(matched(window.match(sab, 'all', 1))).toEqual([30, 20]);
    expect(matched(window.match(sab, 'all', 3))).toEqual([30, 10, 20]);
    expect(matched(window.match([[{ lexeme: 'sabbaths', prefix: true }]], 'all', 3))).toEqual([20]);
  });

  it('needs all groups or any group, each satisfied by one of its alternatives', () => {
    const groups = [
      [
        { lexeme: 'shabbat', prefix: false },
        { lexeme: 'sabbath', prefix: false },
      ],
      [{ lexeme: 'rest', prefix: false }],
    ];
    expect(matched(window.match(groups, 'all', 3))).toEqual([30]);
    expect(matched(window.match(groups, 'any', 0))).toEqual([30, 20]);
    expect(matched(window.match(groups, 'any', 2))).toEqual([30, 10, 20]);
  });

  it('leaves out groups without alternatives, as to_tsquery leaves out stop words', () => {
    expect(matched(window.match([[], [{ lexeme: 'rest', prefix: false }]], 'all', 0))).toEqual([
      20,
    ]);
    expect(matched(window.match([[]], 'all', 3))).toEqual([]);
    expect(matched(window.match([], 'any', 3))).toEqual([]);
  });
});
