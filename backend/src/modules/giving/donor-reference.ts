import { createHash } from 'node:crypto';

/**
 * A donor's reference: the first 40 hex digits of the SHA-256 of their address (as `email_key`
 * holds it), so a donor's page, an audit row and an outbox key name a donor without the address.
 * `GivingRepository` computes the same in SQL (`KEYS_OF_REFERENCES`).
 */
export const donorReference = (emailKey: string): string =>
  createHash('sha256').update(emailKey).digest('hex').slice(0, 40);
