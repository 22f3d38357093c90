import type { Request } from 'express';

/** Public reads: cacheable, the same for everyone, so they never need a session. */
const PUBLIC_READ_PATHS = [
  /^\/api\/events(\.ics)?$/,
  /^\/api\/youtube\/videos$/,
  /^\/api\/search\/suggestions$/,
  /^\/api\/scripture\/weekly$/,
  /^\/api\/site$/,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
  /^\/media\/thumbnails\/[\w-]+\.svg$/,
];

export function isPublicRead(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    PUBLIC_READ_PATHS.some((p) => p.test(req.path))
  );
}
