import { Injectable } from '@nestjs/common';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { FieldError } from '../filters/validation.pipe';

/**
 * Bodies are JSON, nested a few levels at most (a campaign's `targetCriteria` is the deepest, at 2).
 * Anything deeper is refused from the raw bytes, before JSON.parse and class-transformer (which recurses
 * and overflows the stack near depth 3,000, freezing the process meanwhile).
 */
export const MAX_BODY_DEPTH = 16;

/** What a form-sized write needs; routes that take long texts get `LARGE_BODY_LIMIT`. */
export const SMALL_BODY_LIMIT = '16kb';
/** 30,000 characters of counseling text in four-byte characters fit with room to spare. */
export const LARGE_BODY_LIMIT = '256kb';
/** A provider's webhook batch (SendGrid posts many events at once). */
export const RAW_BODY_LIMIT = '1mb';

class BodyTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(`Request body is nested deeper than ${MAX_BODY_DEPTH} levels`);
  }
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of arrays and objects in JSON text, stopping as soon as it passes `limit`. */
export function jsonDepthExceeds(raw: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

function refuseDeepJson(_req: Request, _res: Response, raw: Buffer): void {
  if (jsonDepthExceeds(raw, MAX_BODY_DEPTH)) throw new BodyTooDeepError();
}

/**
 * A NUL byte (PostgreSQL text cannot hold one) or half of a surrogate pair (not text at all; `isEmail`
 * throws on it) in a string the client sent.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL byte is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every string in a parsed body or query that the database could not store, with its field path. */
export function unstorableFields(value: unknown, path = ''): FieldError[] {
  const found: FieldError[] = [];
  const visit = (node: unknown, at: string): void => {
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node)) {
        const field = at || 'body';
        found.push({ field, message: `${field} contains a character that is not allowed` });
      }
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}[${index}]`));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (UNSTORABLE.test(key)) {
          found.push({
            field: at || 'body',
            message: 'A field name contains a character that is not allowed',
          });
        } else {
          visit(item, at ? `${at}.${key}` : key);
        }
      }
    }
  };
  visit(value, path);
  return found;
}

/** The path as routes read their parameters (decoded), or null when it is no valid encoding. */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

const UNSTORABLE_PATH = 'The address holds a character that is not allowed';

/**
 * Refuses a request whose path, query or body holds text the database cannot store (a NUL byte in a
 * slug or token, say): 400, field by field, before any route looks it up.
 */
function refuseUnstorableText(req: Request, res: Response, next: NextFunction): void {
  const path = decodedPath(req.path);
  if (path !== null && UNSTORABLE.test(path)) {
    res.status(400).json({
      message: UNSTORABLE_PATH,
      errors: [{ field: 'path', message: UNSTORABLE_PATH }],
    });
    return;
  }
  // A raw body (a signed webhook's bytes) is read by its route alone.
  const body = Buffer.isBuffer(req.body) ? undefined : (req.body as unknown);
  const errors = [...unstorableFields(req.query), ...unstorableFields(body)];
  if (errors.length === 0) return next();
  res.status(400).json({ message: errors[0].message, errors });
}

/**
 * The core's register of what a route's body may be; features add their routes. Every other route
 * takes JSON of at most SMALL_BODY_LIMIT.
 */
@Injectable()
export class RequestBodyRules {
  private readonly longText: RegExp[] = [];
  private readonly forms: RegExp[] = [];
  private readonly slowUploads: RegExp[] = [];
  private readonly raw: RegExp[] = [];

  /** Routes whose bodies carry long free text (testimonies, counseling, templates, …). */
  allowLongText(...paths: RegExp[]): void {
    this.longText.push(...paths);
  }

  /** Routes that take form-encoded bodies (a page's own form, mail providers' one-click POSTs). */
  allowForms(...paths: RegExp[]): void {
    this.forms.push(...paths);
  }

  /**
   * Routes whose body is signed over its bytes (mail providers' webhooks): whatever its type, it stays
   * a Buffer of at most RAW_BODY_LIMIT for the route to verify and parse.
   */
  allowRaw(...paths: RegExp[]): void {
    this.raw.push(...paths);
  }

  /**
   * Routes that take a large file in one PUT (a campaign video): its body may take up to
   * UPLOAD_REQUEST_TIMEOUT_MS to arrive (see requestTimeouts), and the route reads it itself.
   */
  allowSlowUploads(...paths: RegExp[]): void {
    this.slowUploads.push(...paths);
  }

  isSlowUpload(method: string, path: string): boolean {
    return method === 'PUT' && this.slowUploads.some((p) => p.test(path));
  }

  bodyOf(path: string): 'form' | 'long' | 'small' | 'raw' {
    if (this.raw.some((p) => p.test(path))) return 'raw';
    if (this.forms.some((p) => p.test(path))) return 'form';
    return this.longText.some((p) => p.test(path)) ? 'long' : 'small';
  }
}

/**
 * The body parsers, in place of Nest's defaults: JSON everywhere (small unless the route takes long
 * text), form-encoded only where a feature allows it, then the stored-text check.
 */
export function registerBodyParsers(app: Express, rules: RequestBodyRules): void {
  const parsers = {
    small: express.json({ limit: SMALL_BODY_LIMIT, verify: refuseDeepJson }),
    long: express.json({ limit: LARGE_BODY_LIMIT, verify: refuseDeepJson }),
    form: express.urlencoded({ extended: false, limit: SMALL_BODY_LIMIT, parameterLimit: 20 }),
    raw: express.raw({ type: () => true, limit: RAW_BODY_LIMIT }),
  };
  app.use((req: Request, res: Response, next: NextFunction) =>
    parsers[rules.bodyOf(req.path)](req, res, next),
  );
  app.use(refuseUnstorableText);
}
