import { jsonDepthExceeds, unstorableFields } from './request-body';

describe('jsonDepthExceeds', () => {
  const deeper = (raw: string, limit: number) => jsonDepthExceeds(Buffer.from(raw), limit);

  it('counts arrays and objects alike', () => {
    expect(deeper('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(deeper('{"a":[{"b":[]}]}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(deeper('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(deeper('{"a":"\\"[[[["}', 1)).toBe(false);
  });
});

describe('unstorableFields', () => {
  it('names each field holding a NUL byte or half a surrogate pair, nested ones by path', () => {
    expect(
      unstorableFields({
        name: 'a\u0000',
        ok: 'Ruth 1:16 😀',
        list: ['fine', '\uDC00'],
        nested: { email: 'x\uD800@y.z' },
      }).map((e) => e.field),
    ).toEqual(['name', 'list[1]', 'nested.email']);
  });

  it('passes whole surrogate pairs and other text', () => {
    expect(unstorableFields({ text: '𝄞 shalom\n\ttab', n: 1, b: null })).toEqual([]);
  });
});
