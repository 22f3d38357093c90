import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where a remote is served from and the folder of its build. */
export interface RemoteMount {
  path: string;
  folder: string;
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

/** Placeholders the frontends' prerender step leaves (frontend-shell/src/features/remotes/prerendered-page.ts, libs/frontend-kit/webpack/prerender.mjs). */
const SCREEN_SLOT = '__PRERENDER_SCREEN_HTML__';
const ASSET_BASE = '__PRERENDER_BASE__/';
const EMPTY_ROOT = /<div id=("?)root\1><\/div>/;
/** How often the builds are looked at again (a rebuild while running, as in `npm run dev`). */
const RECHECK_MS = 2000;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The app's page with its first screen already in it, for screens whose remote was built with a
 * prerendered copy (`dist/prerender/<Module>.html`) and is served by this process: the shell's frame
 * (header, footer) around the screen's markup, and the screen's styles linked in the head, so the
 * visitor sees the page before any JavaScript has run; the app renders the same over it. Any missing
 * piece (a remote served elsewhere, a build without prerendering) means the plain app page.
 * Pages are composed once per build (by the files' modification times, looked at every 2 s).
 */
export function prerenderedPages(
  shellDir: string,
  root: string,
  mounts: readonly RemoteMount[],
): (path: string) => string | undefined {
  const files = {
    index: join(shellDir, 'index.html'),
    frame: join(shellDir, 'prerender', 'frame.html'),
    screens: join(shellDir, 'prerender', 'screens.json'),
    remotes: join(shellDir, 'remotes.json'),
  };
  let cache: { key: string; pages: Map<string, string> } | undefined;

  const version = (paths: string[]) =>
    paths.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)).join(':');

  const compose = (): Map<string, string> => {
    const pages = new Map<string, string>();
    if (!Object.values(files).every((file) => existsSync(file))) return pages;
    const index = readFileSync(files.index, 'utf8');
    const frame = readFileSync(files.frame, 'utf8');
    const screens = JSON.parse(readFileSync(files.screens, 'utf8')) as ScreenEntry[];
    const remotes = JSON.parse(readFileSync(files.remotes, 'utf8')) as Record<string, string>;
    if (!EMPTY_ROOT.test(index)) return pages;
    for (const screen of screens) {
      const mount = mounts.find((m) => remotes[screen.remote] === `${m.path}/mf-manifest.json`);
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
      const base = `${mount.path}/`;
      const href = (file: string) => escapeAttribute(base + file);
      const head = [
        ...(expose.assets?.css?.sync ?? []).map((f) => `<link rel="stylesheet" href="${href(f)}">`),
        // The screen's code, fetched at once instead of after the shell has asked for it.
        ...[
          manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js',
          ...(expose.assets?.js?.sync ?? []),
        ].map((f) => `<link rel="preload" as="script" href="${href(f)}">`),
      ].join('');
      // A picture of the page until the app takes over (frontend-shell/src/features/remotes/
      // prerendered-page.ts): not yet usable, so out of reach of keyboards, pointers and assistive
      // technology, which find the app's own controls a moment later.
      const markup = `<div data-prerendered-page inert aria-hidden="true">${frame}</div>`.replace(
        SCREEN_SLOT,
        () => readFileSync(screenFile, 'utf8').replaceAll(ASSET_BASE, base),
      );
      pages.set(
        screen.path,
        index
          .replace('</head>', () => `${head}</head>`)
          // The app renders into the hidden #root and takes the picture's place when ready.
          .replace(EMPTY_ROOT, (empty) => `${markup}${empty.replace('></div>', ' hidden></div>')}`),
      );
    }
    return pages;
  };

  const inputs = () => [
    ...Object.values(files),
    ...mounts.flatMap((m) => {
      const dist = join(root, m.folder);
      const prerendered = join(dist, 'prerender');
      return [
        join(dist, 'mf-manifest.json'),
        ...(existsSync(prerendered)
          ? readdirSync(prerendered).map((f) => join(prerendered, f))
          : []),
      ];
    }),
  ];
  let checkedAt = 0;

  return (path: string) => {
    const now = Date.now();
    if (!cache || now - checkedAt > RECHECK_MS) {
      checkedAt = now;
      const key = version(inputs());
      if (cache?.key !== key) cache = { key, pages: compose() };
    }
    return cache.pages.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
  };
}
