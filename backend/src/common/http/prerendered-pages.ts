import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { DataPage, PageQuery } from './page-data';
import type { PageSettingsSnapshot } from './page-settings';

/** Where a remote is served from and the folder of its build. */
export interface RemoteMount {
  path: string;
  folder: string;
  /**
   * Where the browser loads the remote's files, ending in '/': `path + '/'` when this process serves
   * them, another origin when another server does (SERVE_FRONTENDS=pages, the docker stack).
   */
  base?: string;
}

/** A page as sent: its HTML and the entity tag that changes with it. */
export interface ServedPage {
  html: string;
  etag: string;
}

/** A screen of spec §2 as the shell's prerender step lists it (frontend-shell/src/prerender.tsx). */
interface ScreenEntry {
  path: string;
  remote: string;
  module: string;
}

interface ManifestExpose {
  name: string;
  assets?: { css?: { sync?: string[] }; js?: { sync?: string[] } };
}

/** A frontend's server-side prerender module (libs/frontend-kit/webpack/prerender.mjs). */
type PrerenderModule = {
  /** The files of the first paint, in `language` (by default the site's default language). */
  prerender(settings?: unknown, language?: string): Record<string, string>;
  /** A screen rendered at `location` with its queries' answers (the pages of PageData). */
  renderScreen?(
    module: string,
    location: string,
    settings: unknown,
    queries: readonly PageQuery[],
    language?: string,
  ): string | undefined;
  /** The shell's: the language of a page request (frontend-shell/src/prerender.tsx). */
  pageLanguage?(path: string, settings: unknown, request: LanguageRequest): PageLanguage;
};

/** What a page request says of its language: the `lang` cookie, `Accept-Language`. */
export interface LanguageRequest {
  cookie?: string;
  acceptLanguage?: string;
  publicUrl: string;
}

/**
 * A page request's language as the shell's rules pick it: `rest` is the address without the
 * language's prefix (the screen's path), `redirect` the address to show the page at instead (a
 * remembered Spanish at `/community` → `/es/community`), `htmlAttributes` the `<html>` element's
 * (`lang="he" dir="rtl"`), `alternates` the head's hreflang links (empty with one language).
 */
export interface PageLanguage {
  language: string;
  rest: string;
  redirect?: string;
  htmlAttributes: string;
  alternates: string;
}

/** Composes a screen's page around its markup, with more tags in the head. */
type Assemble = (screenHtml: string, extraHead: string, usable: boolean) => string;
interface ScreenAssembly {
  assemble: Assemble;
  /** The screen rendered with data, by its remote's prerender module (undefined: cannot). */
  render(location: string, queries: readonly PageQuery[]): string | undefined;
}

/** Placeholders the frontends' prerender step leaves (frontend-shell/src/features/remotes/prerendered-page.ts, libs/frontend-kit/webpack/prerender.mjs). */
const SCREEN_SLOT = '__PRERENDER_SCREEN_HTML__';
const ASSET_BASE = '__PRERENDER_BASE__/';
const EMPTY_ROOT = /<div id=("?)root\1><\/div>/;
/** How often the builds are looked at again (a rebuild while running, as in `npm run dev`). */
const RECHECK_MS = 2000;
/** Where a frontend's build keeps what only the page server reads (never published). */
const SERVER_BUILD = 'dist-server';
const PRERENDER_MODULE = 'prerender.cjs';

/**
 * The tags of the built page's head that the settings replace (frontend-shell/src/index.html; the
 * shell's `prerender(settings)` writes their new versions, libs/frontend-kit/src/prerender/site-head.ts).
 */
const SETTINGS_HEAD_TAGS = [
  /<title>[\s\S]*?<\/title>/g,
  /<meta\b[^>]*\bname="?(?:description|theme-color)"?[\s>][^>]*>?/g,
  /<meta\b[^>]*\bproperty="?og:(?:site_name|title|description|image:alt)"?[\s>][^>]*>?/g,
  /<script\b[^>]*\btype="?application\/ld\+json"?[^>]*>[\s\S]*?<\/script>/g,
  /<link\b[^>]*\brel="?icon"?[\s>][^>]*>?/g,
  /<style id="?site-accent"?>[\s\S]*?<\/style>/g,
  /<script\b[^>]*\bid="?site-settings"?[^>]*>[\s\S]*?<\/script>/g,
];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const etagOf = (html: string) =>
  `"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;

/** The built page with the head's settings tags replaced by `head`. */
/** The page in a language: its `<html>` element's `lang` and `dir`. */
const withHtmlAttributes = (index: string, attributes: string) =>
  index.replace(/<html\b[^>]*>/, () => `<html ${attributes}>`);

export function withSettingsHead(index: string, head: string): string {
  const stripped = SETTINGS_HEAD_TAGS.reduce((page, tag) => page.replace(tag, ''), index);
  return stripped.replace('</head>', () => `${head}</head>`);
}

const logger = new Logger('PageServer');

/** Where the app finds the answers a page was rendered with (libs/frontend-kit page-data.ts). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a script element: nothing in it can end the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The head tags a page with content adds: canonical link, og:url, structured data, its answers. */
function pageHeadTags(page: DataPage, publicUrl: string): string {
  const url = publicUrl + page.head.path;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    ...(page.head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(
      page.queries.map((q) => [q.key, q.data]),
    )}</script>`,
  ].join('');
}

/** The page's own title, description and preview texts in place of the site's. */
function withPageHead(html: string, page: DataPage): string {
  const { title, description } = page.head;
  let out = html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\b[^>]*\bproperty="?og:title"?[\s>][^>]*>?/,
      () => `<meta property="og:title" content="${escapeHtml(title)}">`,
    );
  if (description) {
    out = out
      .replace(
        /<meta\b[^>]*\bname="?description"?[\s>][^>]*>?/,
        () => `<meta name="description" content="${escapeHtml(description)}">`,
      )
      .replace(
        /<meta\b[^>]*\bproperty="?og:description"?[\s>][^>]*>?/,
        () => `<meta property="og:description" content="${escapeHtml(description)}">`,
      );
  }
  if (page.head.image) {
    out = out.replace(
      /<meta\b[^>]*\bproperty="?og:image"?[\s>][^>]*>?/,
      () => `<meta property="og:image" content="${escapeHtml(page.head.image ?? '')}">`,
    );
  }
  return out;
}

const baseOf = (mount: RemoteMount) => mount.base ?? `${mount.path}/`;

/**
 * A frontend's prerender module, loaded again when its build changes; `undefined` when the build
 * has none (a build before settings, `npm run dev`) or it cannot be loaded.
 */
function moduleLoader(dist: string): () => PrerenderModule | undefined {
  const folder = join(dist, '..', SERVER_BUILD);
  const file = join(folder, PRERENDER_MODULE);
  const load = createRequire(__filename);
  let loaded: { mtime: number; module: PrerenderModule | undefined } | undefined;
  return () => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (loaded?.mtime === mtime) return loaded.module;
    let module: PrerenderModule | undefined;
    if (mtime) {
      try {
        // The module and its chunks, as the new build wrote them.
        for (const cached of Object.keys(load.cache)) {
          if (cached.startsWith(folder)) delete load.cache[cached];
        }
        const candidate = load(file) as Partial<PrerenderModule>;
        if (typeof candidate.prerender === 'function') module = candidate as PrerenderModule;
      } catch (error) {
        logger.error(`Cannot load ${file}: ${String(error)}`);
      }
    }
    loaded = { mtime, module };
    return module;
  };
}

/**
 * The app's page with its first screen already in it, for screens whose remote was built with a
 * prerendered copy (`dist/prerender/<Module>.html`) and is served by this process: the shell's frame
 * (header, footer) around the screen's markup, and the screen's styles linked in the head, so the
 * visitor sees the page before any JavaScript has run; the app renders the same over it. Any missing
 * piece (a remote served elsewhere, a build without prerendering) means the plain app page.
 *
 * With the ministry's settings (`settings()`, the core's PageSettings), the frame and the screen are
 * rendered again by the frontends' prerender modules (`dist-server/prerender.cjs`) with them, and the
 * head carries them (title, description, Open Graph, Organization JSON-LD, favicon, accent colour)
 * and embeds them for the app's first render (`<script id="site-settings">`); the other app pages get
 * that head too. Without settings, the pages as the build wrote them.
 *
 * Pages are composed once per build (by the files' modification times, looked at every 2 s) and
 * settings version: `warm()` composes them ahead of the next request.
 */
export function prerenderedPages(
  shellDir: string,
  root: string,
  mounts: readonly RemoteMount[],
  settings: () => PageSettingsSnapshot | undefined = () => undefined,
  /** Where the browser finds each remote's manifest; by default the shell build's `remotes.json`. */
  remoteUrls?: Readonly<Record<string, string>>,
): {
  page(path: string, language?: PageLanguage): ServedPage | undefined;
  dataPage(
    location: string,
    page: DataPage,
    publicUrl: string,
    language?: PageLanguage,
  ): ServedPage | undefined;
  language(path: string, request: LanguageRequest): PageLanguage | undefined;
  warm(): void;
} {
  const files = {
    index: join(shellDir, 'index.html'),
    frame: join(shellDir, 'prerender', 'frame.html'),
    screens: join(shellDir, 'prerender', 'screens.json'),
    remotes: join(shellDir, 'remotes.json'),
  };
  const shellModule = moduleLoader(shellDir);
  const remoteModules = new Map(mounts.map((m) => [m.path, moduleLoader(join(root, m.folder))]));
  /** The pages composed in each language (`''`: the site's default language). */
  const cache = new Map<
    string,
    {
      key: string;
      pages: Map<string, ServedPage>;
      appPage?: ServedPage;
      screensByModule: Map<string, ScreenAssembly>;
    }
  >();

  const version = (paths: string[]) =>
    paths.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)).join(':');

  /** The settings as `language` shows them (the default language's without one). */
  const settingsIn = (snapshot: PageSettingsSnapshot | undefined, language: string) =>
    (language && snapshot?.settingsByLanguage?.[language]) || snapshot?.settings;

  /** The frontends' files rendered with the settings, or `undefined` (then the built files). */
  const render = (
    module: PrerenderModule | undefined,
    snapshot: PageSettingsSnapshot | undefined,
    language: string,
  ): Record<string, string> | undefined => {
    if (!module || !snapshot) return undefined;
    try {
      return module.prerender(settingsIn(snapshot, language), language || undefined);
    } catch (error) {
      logger.error(`Prerendering with settings ${snapshot.version} failed: ${String(error)}`);
      return undefined;
    }
  };

  /**
   * The pages in `language` (`''`: the default one, as the build or the settings have it; another
   * one with its `<html>` attributes from `htmlAttributes`).
   */
  const compose = (
    snapshot: PageSettingsSnapshot | undefined,
    language: string,
    htmlAttributes: string | undefined,
  ) => {
    const pages = new Map<string, ServedPage>();
    const screensByModule = new Map<string, ScreenAssembly>();
    if (!existsSync(files.index)) return { pages, screensByModule };
    const built = readFileSync(files.index, 'utf8');
    const shell = render(shellModule(), snapshot, language);
    const head = shell?.['head.html'];
    const settled = head ? withSettingsHead(built, head) : built;
    const index = htmlAttributes ? withHtmlAttributes(settled, htmlAttributes) : settled;
    // Every app page carries the settings; without them the built file is sent as it is.
    const appPage = head || htmlAttributes ? { html: index, etag: etagOf(index) } : undefined;
    const needed = remoteUrls
      ? [files.frame, files.screens]
      : [files.frame, files.screens, files.remotes];
    if (!needed.every((file) => existsSync(file))) return { pages, appPage, screensByModule };
    const frame = shell?.['frame.html'] ?? readFileSync(files.frame, 'utf8');
    const screens = JSON.parse(readFileSync(files.screens, 'utf8')) as ScreenEntry[];
    const remotes =
      remoteUrls ?? (JSON.parse(readFileSync(files.remotes, 'utf8')) as Record<string, string>);
    if (!EMPTY_ROOT.test(index)) return { pages, appPage, screensByModule };
    for (const screen of screens) {
      const mount = mounts.find((m) => remotes[screen.remote] === `${baseOf(m)}mf-manifest.json`);
      if (!mount) continue;
      const dist = join(root, mount.folder);
      const screenFile = join(dist, 'prerender', `${screen.module}.html`);
      const manifestFile = join(dist, 'mf-manifest.json');
      if (!existsSync(screenFile) || !existsSync(manifestFile)) continue;
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
        metaData?: { remoteEntry?: { name?: string } };
        exposes?: ManifestExpose[];
      };
      const expose = manifest.exposes?.find((e) => e.name === screen.module);
      if (!expose) continue;
      const screenHtml =
        (head ? render(remoteModules.get(mount.path)?.(), snapshot, language) : undefined)?.[
          `${screen.module}.html`
        ] ?? readFileSync(screenFile, 'utf8');
      const base = baseOf(mount);
      const href = (file: string) => escapeAttribute(base + file);
      const links = [
        ...(expose.assets?.css?.sync ?? []).map((f) => `<link rel="stylesheet" href="${href(f)}">`),
        // The screen's code, fetched at once instead of after the shell has asked for it.
        ...[
          manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js',
          ...(expose.assets?.js?.sync ?? []),
        ].map((f) => `<link rel="preload" as="script" href="${href(f)}">`),
      ].join('');
      // A picture of the page until the app takes over (frontend-shell/src/features/remotes/
      // prerendered-page.ts): not yet usable, so out of reach of keyboards, pointers and assistive
      // technology, which find the app's own controls a moment later. A page rendered with its
      // content (PageData) is usable as it is: its links work with JavaScript off, its controls wait.
      const assemble: Assemble = (content, extraHead, usable) => {
        const markup =
          `<div data-prerendered-page${usable ? '' : ' inert aria-hidden="true"'}>${frame}</div>`.replace(
            SCREEN_SLOT,
            () => content.replaceAll(ASSET_BASE, base),
          );
        return (
          index
            .replace('</head>', () => `${links}${extraHead}</head>`)
            // The app renders into the hidden #root and takes the picture's place when ready.
            .replace(
              EMPTY_ROOT,
              (empty) => `${markup}${empty.replace('></div>', ' hidden></div>')}`,
            )
        );
      };
      const remoteModule = remoteModules.get(mount.path);
      screensByModule.set(screen.module, {
        assemble,
        render: (location, queries) => {
          const module = remoteModule?.();
          if (!module?.renderScreen) return undefined;
          try {
            return module.renderScreen(
              screen.module,
              location,
              settingsIn(snapshot, language),
              queries,
              language || undefined,
            );
          } catch (error) {
            logger.error(`Rendering ${screen.module} at ${location} failed: ${String(error)}`);
            return undefined;
          }
        },
      });
      const html = assemble(screenHtml, '', false);
      pages.set(screen.path, { html, etag: etagOf(html) });
    }
    return { pages, appPage, screensByModule };
  };

  const inputs = () => [
    ...Object.values(files),
    join(shellDir, '..', SERVER_BUILD, PRERENDER_MODULE),
    ...mounts.flatMap((m) => {
      const dist = join(root, m.folder);
      const prerendered = join(dist, 'prerender');
      return [
        join(dist, 'mf-manifest.json'),
        join(dist, '..', SERVER_BUILD, PRERENDER_MODULE),
        ...(existsSync(prerendered)
          ? readdirSync(prerendered).map((f) => join(prerendered, f))
          : []),
      ];
    }),
  ];
  let checkedAt = 0;
  let buildKey = '';

  /** The pages in `language` (none: the default language's), composed again when an input changed. */
  const current = (language?: PageLanguage) => {
    const now = Date.now();
    if (cache.size === 0 || now - checkedAt > RECHECK_MS) {
      checkedAt = now;
      buildKey = version(inputs());
    }
    const snapshot = settings();
    const defaultLanguage = snapshot?.settings.defaultLanguage;
    // The default language's pages are the ones the build and the settings give, as before.
    const code = !language || language.language === defaultLanguage ? '' : language.language;
    const key = `${buildKey}|${snapshot?.version ?? ''}|${code ? language?.htmlAttributes : ''}`;
    let composed = cache.get(code);
    if (composed?.key !== key) {
      composed = { key, ...compose(snapshot, code, code ? language?.htmlAttributes : undefined) };
      cache.set(code, composed);
    }
    return composed;
  };

  /**
   * `page` with the head's hreflang links of its address (several languages offered), composed once
   * per page and set of links: the tag is a hash of the whole page, not to be taken per request.
   */
  const withLinks = new WeakMap<ServedPage, Map<string, ServedPage>>();
  const withAlternates = (page: ServedPage | undefined, language?: PageLanguage) => {
    if (!page || !language?.alternates) return page;
    let byLinks = withLinks.get(page);
    if (!byLinks) withLinks.set(page, (byLinks = new Map()));
    let linked = byLinks.get(language.alternates);
    if (!linked) {
      const html = page.html.replace('</head>', () => `${language.alternates}</head>`);
      linked = { html, etag: etagOf(html) };
      // Bounded by the pages' addresses: a link set per address and language.
      if (byLinks.size > 1000) byLinks.clear();
      byLinks.set(language.alternates, linked);
    }
    return linked;
  };

  return {
    page: (path: string, language?: PageLanguage) => {
      const { pages, appPage } = current(language);
      return withAlternates(
        pages.get(path.length > 1 ? path.replace(/\/+$/, '') : path) ?? appPage,
        language,
      );
    },
    /**
     * A page rendered with its content: the screen's markup with the queries' answers, the head's
     * title, description, canonical link and structured data, and the answers embedded for the app's
     * first render (`<script id="page-data">`), so it shows the same without asking again.
     * `undefined` when the screen's build cannot render it (then the plain app page).
     */
    dataPage: (location, page, publicUrl, language) => {
      const assembly = current(language).screensByModule.get(page.screen);
      const content = assembly?.render(location, page.queries);
      if (!assembly || content === undefined) return undefined;
      const html = withPageHead(
        assembly.assemble(content, pageHeadTags(page, publicUrl), true),
        page,
      );
      return withAlternates({ html, etag: etagOf(html) }, language);
    },
    /**
     * The language of a request for `path` by the shell's rules, when the site offers more than one
     * (undefined otherwise, or when the shell's build has no such rules: then every page is in the
     * default language at its own address).
     */
    language: (path, request) => {
      const snapshot = settings();
      const offered = snapshot?.settings.languages;
      if (!snapshot || !Array.isArray(offered) || offered.length < 2) return undefined;
      const module = shellModule();
      if (!module?.pageLanguage) return undefined;
      try {
        return module.pageLanguage(path, snapshot.settings, request);
      } catch (error) {
        logger.error(`Picking the language of ${path} failed: ${String(error)}`);
        return undefined;
      }
    },
    // Called outside any request (after a save): a build being rewritten must not end the process.
    warm: () => {
      try {
        current();
      } catch (error) {
        logger.error(`Composing the pages ahead of the next request failed: ${String(error)}`);
      }
    },
  };
}
