import { createHash, createHmac } from 'node:crypto';
import { AddressHash } from './address-hash';

/** HMAC from the padded keys, as the SQL expression computes it. */
function fromPads(hash: AddressHash, message: string): string {
  const inner = createHash('sha256').update(Buffer.concat([hash.innerPad, Buffer.from(message)]));
  return createHash('sha256')
    .update(Buffer.concat([hash.outerPad, inner.digest()]))
    .digest('hex');
}

describe('AddressHash', () => {
  it.each([
    ['a 64-character key', 'k'.repeat(64)],
    ['a shorter key', 'a-key-of-thirty-two-characters!!'],
    ['a key longer than the block', 'x'.repeat(100)],
  ])('is HMAC-SHA256 of the lower-cased address, also from the padded keys (%s)', (_, key) => {
    const hash = new AddressHash({ dataHashKey: key });
    const expected = createHmac('sha256', key).update('ruth@example.test').digest('hex');
    expect(hash.of('Ruth@Example.TEST')).toBe(expected);
    expect(fromPads(hash, 'ruth@example.test')).toBe(expected);
  });

  it('differs with the key, so the list alone gives no address back', () => {
    const one = new AddressHash({ dataHashKey: 'a'.repeat(40) });
    const other = new AddressHash({ dataHashKey: 'b'.repeat(40) });
    expect(one.of('ruth@example.test')).not.toBe(other.of('ruth@example.test'));
    expect(one.of('ruth@example.test')).toMatch(/^[0-9a-f]{64}$/);
  });
});
