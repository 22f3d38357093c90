import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 1;
const AAD = Buffer.from('ministry-unsubscribe-v1');

/**
 * Opaque, signed unsubscribe tokens: the address encrypted with AES-256-GCM, so a token neither shows
 * whom it belongs to nor can be forged or altered. They do not expire: an unsubscribe link in an old
 * message must keep working.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`unsubscribe-token-key:${secret}`).digest();
  }

  create(email: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(AAD);
    const body = Buffer.concat([cipher.update(email.toLowerCase(), 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, body, cipher.getAuthTag()]).toString(
      'base64url',
    );
  }

  /** The address, or null for anything that is not a token this server made. */
  read(token: unknown): string | null {
    if (typeof token !== 'string' || token.length > 1200 || !/^[A-Za-z0-9_-]+$/.test(token)) {
      return null;
    }
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 1 + 12 + 1 + 16 || raw[0] !== VERSION) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(1, 13));
      decipher.setAAD(AAD);
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      const email = Buffer.concat([
        decipher.update(raw.subarray(13, raw.length - 16)),
        decipher.final(),
      ]).toString('utf8');
      return email.includes('@') ? email : null;
    } catch {
      return null;
    }
  }
}
