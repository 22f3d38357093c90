import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function brotliCopies(dir: string): Map<string, string> {
  const copies = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.br')) {
        const served = `/${relative(dir, path).split(sep).join('/')}`.slice(0, -'.br'.length);
        copies.set(served, path);
      }
    }
  };
  walk(dir);
  return copies;
}

/**
 * Sends the brotli copy a production build wrote beside a script or style
 * (libs/frontend-kit/webpack/precompress-plugin.mjs) to a browser that accepts brotli, with the
 * file's own headers (`setHeaders`, as express.static would set them). `compression` leaves an
 * answer that already has its encoding alone; without a copy, or for another browser, express.static
 * and `compression` answer as before. The copies are listed once at start, so a request never makes
 * a path of its own into a file name.
 */
export function servePrecompressed(
  dir: string,
  setHeaders: (res: Response, filePath: string) => void,
): RequestHandler {
  const copies = brotliCopies(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const copy = copies.get(req.path);
    if (!copy) return next();
    res.vary('Accept-Encoding');
    if (!req.acceptsEncodings('br')) return next();
    const type = TYPES[req.path.slice(req.path.lastIndexOf('.'))];
    if (!type) return next();
    setHeaders(res, req.path);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.sendFile(copy, { dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
