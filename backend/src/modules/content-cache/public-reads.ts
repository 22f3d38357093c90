/** Public reads: cacheable, the same for everyone, so they never need a session. */
export const PUBLIC_READ_PATHS = [
  /^\/api\/events(\.ics|\/\d+\.ics)?$/,
  /^\/api\/youtube\/videos$/,
  /^\/api\/search\/suggestions$/,
  /^\/api\/scripture\/weekly$/,
  /^\/api\/site$/,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
  /^\/media\/thumbnails\/[\w-]+\.svg$/,
];
