import type { Request } from 'express';

/** How an upload route reads its raw body and what it answers when the body will not do. */
export interface UploadLimits {
  /** The largest body taken; one byte more is refused with `tooLarge()`. */
  maxBytes: number;
  /**
   * A body past `maxBytes` is still read (and dropped) up to this, so the client gets its 413 cleanly
   * instead of a reset; a longer one, or a Content-Length past it, closes the connection after the
   * answer.
   */
  drainLimit: number;
  /** The error for no body, or a body a parser read already (JSON, a form): it is no file. */
  empty: () => Error;
  /** The error for a body past `maxBytes` (the route's 413). */
  tooLarge: () => Error;
}

/**
 * The raw request body of an upload (an image, an import file), at most `limits.maxBytes`. Routes that
 * take files are left out of the JSON and form parsers, so the bytes arrive here unread.
 */
export function readUploadBody(req: Request, limits: UploadLimits): Promise<Buffer> {
  if (req.readableEnded || (req as Request & { _body?: boolean })._body) {
    return Promise.reject(limits.empty());
  }
  if (Number(req.headers['content-length']) > limits.drainLimit) {
    req.res?.setHeader('Connection', 'close');
    return Promise.reject(limits.tooLarge());
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limits.maxBytes) chunks.push(chunk);
      else if (size > limits.drainLimit) {
        req.pause();
        req.res?.setHeader('Connection', 'close');
        reject(limits.tooLarge());
      }
    });
    req.on('end', () => {
      if (size > limits.maxBytes) reject(limits.tooLarge());
      else if (size === 0) reject(limits.empty());
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}
