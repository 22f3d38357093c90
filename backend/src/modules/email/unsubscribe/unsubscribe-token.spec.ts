import { UnsubscribeTokens } from './unsubscribe-token';

describe('UnsubscribeTokens', () => {
  const tokens = new UnsubscribeTokens('a-secret-that-is-long-enough-for-tests');

  it('round-trips an address without showing it', () => {
    const token = tokens.create('Ruth@Example.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.toLowerCase()).not.toContain('ruth');
    expect(tokens.read(token)).toBe('ruth@example.test');
    expect(tokens.create('ruth@example.test')).not.toBe(token);
  });

  it('refuses forged, altered or foreign tokens', () => {
    const token = tokens.create('ruth@example.test');
    const raw = Buffer.from(token, 'base64url');
    raw[20] ^= 1;
    expect(tokens.read(raw.toString('base64url'))).toBeNull();
    expect(new UnsubscribeTokens('another-secret-that-is-long-enough').read(token)).toBeNull();
    expect(tokens.read('preview')).toBeNull();
    expect(tokens.read('')).toBeNull();
    expect(tokens.read(undefined)).toBeNull();
    expect(tokens.read(['a'])).toBeNull();
  });
});
