import { createHash, createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';

/** SHA-256's block size: a longer key is first hashed down to 32 bytes (RFC 2104). */
const BLOCK = 64;

/**
 * The keyed hash (HMAC-SHA256, hex) that stands for an erased member's address on the suppression
 * list: it tells whether an address is the erased one, yet the table alone gives no address back.
 * The key is `DATA_HASH_KEY`, else one generated into DATA_DIR.
 *
 * SQL compares the hash of every audience address without pgcrypto: HMAC is
 * `sha256(K ^ opad || sha256(K ^ ipad || message))`, so the two padded keys are handed to the query
 * as parameters (see `sqlHash`).
 */
@Injectable()
export class AddressHash {
  private readonly key: Buffer;
  readonly innerPad: Buffer;
  readonly outerPad: Buffer;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'dataHashKey'>) {
    let key = Buffer.from(config.dataHashKey, 'utf8');
    if (key.length > BLOCK) key = createHash('sha256').update(key).digest();
    this.key = key;
    const padded = Buffer.alloc(BLOCK);
    key.copy(padded);
    this.innerPad = Buffer.from(padded.map((b) => b ^ 0x36));
    this.outerPad = Buffer.from(padded.map((b) => b ^ 0x5c));
  }

  /** The hash of an address, lower-cased first, as the list stores it. */
  of(email: string): string {
    return createHmac('sha256', this.key).update(email.toLowerCase(), 'utf8').digest('hex');
  }
}

/**
 * The SQL expression of `AddressHash.of` for a lower-cased address expression, given the parameter
 * numbers holding `innerPad` and `outerPad`.
 */
export function sqlHash(address: string, innerParam: number, outerParam: number): string {
  return `encode(sha256($${outerParam}::bytea || sha256($${innerParam}::bytea || convert_to(${address}, 'UTF8'))), 'hex')`;
}
