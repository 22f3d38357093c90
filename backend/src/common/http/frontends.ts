import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { PageData } from './page-data';
import type { PageSettings } from './page-settings';
import { servePrecompressed } from './precompressed';
import { DOCUMENT_POLICIES } from './public-reads';
import { prerenderedPages, type ServedPage } from './prerendered-pages';

/** Where each frontend is served from, as if each were deployed on its own. */
export const FRONTEND_MOUNTS = [
  { remote: 'public', path: '/remotes/public', folder: 'frontend-public/dist' },
  { remote: 'community', path: '/remotes/community', folder: 'frontend-community/dist' },
  { remote: 'admin', path: '/remotes/admin', folder: 'frontend-admin/dist' },
] as const;
const SHELL_FOLDER = 'frontend-shell/dist';

/** Paths the backend itself answers outside /api (pages and files that are not the single-page app). */
const SERVER_PATHS = [
  /^\/api(\/|$)/,
  /^\/unsubscribe(\/|$)/,
  /^\/confirm-subscription(\/|$)/,
  // A campaign's tracked links and open pixel (e-mail module).
  /^\/r\//,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
  // The podcast feeds (teachings module): /podcast.xml and /podcast/series/{slug}.xml.
  /^\/podcast(\.xml$|\/)/,
  /^\/media\//,
];

/** The screens of spec §2; any other path gets the app's not-found screen with a 404 status. */
const APP_ROUTES = [
  /^\/$/,
  /^\/community(\/signup)?\/?$/,
  /^\/registrations\/manage\/?$/,
  /^\/give(\/thanks)?\/?$/,
  /^\/admin(\/(login|invite|reset-password))?\/?$/,
];

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)$/;

/**
 * Files a browser runs, applies or shows inside a page, never opens as a document of their own: they
 * keep their type, caching, `nosniff` and CORP, not the page policies (SVG and HTML files keep them).
 */
const SUBRESOURCE = /\.(js|css|json|woff2?|png|jpe?g|webp|avif|gif|ico)$/;

function setFileHeaders(res: Response, filePath: string): void {
  // Content-hashed files never change; everything else (index.html, manifests) must be revalidated.
  res.setHeader(
    'Cache-Control',
    HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  if (SUBRESOURCE.test(filePath)) for (const name of DOCUMENT_POLICIES) res.removeHeader(name);
}

/**
 * Serves the shell at / (with the single-page fallback) and each remote from its own path; the app's
 * pages carry the ministry's settings as `pageSettings` holds them (prerendered-pages.ts).
 *
 * With `remoteUrls` (SERVE_FRONTENDS=pages), only the app's pages: another server (the docker stack's
 * nginx) serves the built files and sends here the paths that are not files, and the browser loads
 * each remote from its own address; the pages are still composed from the builds in `root`.
 */
export function serveFrontends(
  app: Express,
  root: string,
  options: {
    sourceMaps: boolean;
    pageSettings?: PageSettings;
    /** Pages features render with their content (the teaching library), and the site's address. */
    pageData?: PageData;
    publicUrl?: string;
    remoteUrls?: Readonly<Record<(typeof FRONTEND_MOUNTS)[number]['remote'], string>>;
  },
): { served: string[] } {
  const { remoteUrls } = options;
  if (remoteUrls) return { served: servePages(app, root, options, remoteUrls) };
  const served: string[] = [];
  if (!options.sourceMaps) {
    app.use((req: Request, res: Response, next: NextFunction) =>
      req.path.endsWith('.map') && !SERVER_PATHS.some((p) => p.test(req.path))
        ? res.status(404).type('text/plain').send('Not found')
        : next(),
    );
  }
  for (const mount of FRONTEND_MOUNTS) {
    const dir = join(root, mount.folder);
    if (!existsSync(dir)) continue;
    app.use(mount.path, servePrecompressed(dir, setFileHeaders));
    app.use(
      mount.path,
      express.static(dir, { index: false, setHeaders: setFileHeaders, fallthrough: true }),
    );
    app.use(mount.path, (_req: Request, res: Response) =>
      res.status(404).type('text/plain').send('Not found'),
    );
    served.push(mount.path);
  }
  const shellDir = join(root, SHELL_FOLDER);
  const shellIndex = join(shellDir, 'index.html');
  if (!existsSync(shellIndex)) return { served };
  app.use(servePrecompressed(shellDir, setFileHeaders));
  app.use(express.static(shellDir, { index: false, setHeaders: setFileHeaders }));
  const prerendered = prerenderedPages(shellDir, root, FRONTEND_MOUNTS, () =>
    options.pageSettings?.current(),
  );
  app.use(pageMiddleware(shellIndex, prerendered, options));
  served.push('/');
  return { served };
}

/** The app's pages only, with each remote at its own address (SERVE_FRONTENDS=pages). */
function servePages(
  app: Express,
  root: string,
  options: PageOptions,
  remoteUrls: Readonly<Record<string, string>>,
): string[] {
  const { pageSettings } = options;
  const shellDir = join(root, SHELL_FOLDER);
  const shellIndex = join(shellDir, 'index.html');
  if (!existsSync(shellIndex)) return [];
  // The base of a manifest's address is where the browser loads that remote's files.
  const mounts = FRONTEND_MOUNTS.map((m) => ({
    ...m,
    base: new URL('.', remoteUrls[m.remote]).href,
  }));
  const prerendered = prerenderedPages(
    shellDir,
    root,
    mounts,
    () => pageSettings?.current(),
    remoteUrls,
  );

  app.use(pageMiddleware(shellIndex, prerendered, options));
  return ['/ (pages only)'];
}

interface PageOptions {
  pageSettings?: PageSettings;
  pageData?: PageData;
  publicUrl?: string;
}

/**
 * Answers every GET of a path the backend does not own with the app's page; a page a feature renders
 * with its content (PageData) gets it in the HTML, a moved one a 301, a missing one the app's 404.
 */
function pageMiddleware(
  shellIndex: string,
  prerendered: ReturnType<typeof prerenderedPages>,
  { pageSettings, pageData, publicUrl = '' }: PageOptions,
) {
  // A save renders the pages again at once (once per version), not on the next visitor's request.
  pageSettings?.onChange(() => setImmediate(prerendered.warm));
  return (req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      SERVER_PATHS.some((p) => p.test(req.path))
    )
      return next();
    // With several languages offered, each page has an address per language (`/es/community`), and
    // the same address answers by the visitor's choice: caches keep them apart.
    const language = prerendered.language(req.path, {
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
      publicUrl,
    });
    if (language) res.vary('Cookie').vary('Accept-Language');
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    if (language?.redirect) {
      res.setHeader('Cache-Control', 'no-cache');
      return res.redirect(302, language.redirect + query);
    }
    // The screen's own path: without the language's prefix.
    const path = language?.rest ?? req.path;
    const route = pageData?.routeFor(path);
    if (route) {
      const started = process.hrtime.bigint();
      route
        .load(path, new URLSearchParams(req.url.split('?')[1] ?? ''), language?.language)
        .then((found) => {
          if (found && 'redirect' in found) {
            res.setHeader('Cache-Control', 'public, max-age=3600');
            // Moved within the same language: under the same prefix.
            const prefix = req.path.endsWith(path)
              ? req.path.slice(0, req.path.length - path.length)
              : '';
            return res.redirect(301, prefix + found.redirect);
          }
          res.status(found ? 200 : 404);
          res.setHeader('Cache-Control', 'no-cache');
          const page = found
            ? prerendered.dataPage(path + query, found, publicUrl, language)
            : undefined;
          // The page's queries and its rendering, as the public reads count theirs (benchmarks).
          const millis = Number(process.hrtime.bigint() - started) / 1e6;
          res.setHeader('Server-Timing', `app;dur=${millis.toFixed(2)}`);
          sendPage(res, page ?? prerendered.page(path, language), shellIndex);
        })
        .catch(next);
      return;
    }
    // Unknown paths still get the app, whose router shows '404 Page Not Found'.
    res.status(APP_ROUTES.some((route) => route.test(path)) ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    const page = prerendered.page(path, language);
    if (!page) return res.sendFile(shellIndex);
    // The tag changes with the build and the settings, so a revalidation gets the saved values.
    res.setHeader('ETag', page.etag);
    res.type('html').send(page.html);
  };
}

function sendPage(res: Response, page: ServedPage | undefined, shellIndex: string): void {
  if (!page) return res.sendFile(shellIndex);
  res.setHeader('ETag', page.etag);
  res.type('html').send(page.html);
}
