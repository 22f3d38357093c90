import { changedFields, isSecretField, safeSummary } from './audit-summary';

describe('audit summaries', () => {
  it('names the changed fields, never the secret ones', () => {
    expect(
      changedFields({
        title: 'x',
        password: 'p',
        newPassword: 'p',
        token: 't',
        message: 'm',
        role: 'r',
      }),
    ).toEqual(['role', 'title']);
    expect(changedFields(Buffer.from('image'))).toEqual([]);
    expect(changedFields(['a'])).toEqual([]);
    expect(changedFields(null)).toEqual([]);
  });

  it('tells secrets from ordinary settings fields', () => {
    for (const name of ['password', 'totpCode', 'recoveryCodes', 'secret', 'responseText', 'text'])
      expect(isSecretField(name)).toBe(true);
    for (const name of ['aboutText', 'role', 'status', 'title', 'email'])
      expect(isSecretField(name)).toBe(false);
  });

  it('drops secret keys at any depth and bounds what it keeps', () => {
    expect(
      safeSummary({
        a: { b: { token: 'x', c: 1 } },
        long: 'y'.repeat(300),
        when: new Date('2026-01-01T00:00:00Z'),
        nan: Number.NaN,
      }),
    ).toEqual({
      a: { b: { c: 1 } },
      long: `${'y'.repeat(200)}…`,
      when: '2026-01-01T00:00:00.000Z',
      nan: null,
    });
  });
});
