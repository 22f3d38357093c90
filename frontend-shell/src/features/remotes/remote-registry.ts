import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'public' | 'community' | 'admin';

/** Written by the deployment next to index.html: remote name → URL of its mf-manifest.json. */
const REMOTES_MANIFEST_URL = '/remotes.json';

/** Container names are JS globals, so `public` (a reserved word) gets a prefix. */
const containerName = (remote: RemoteName) => `ministry_${remote}`;

let registration: Promise<void> | null = null;

async function registerFromManifest(): Promise<void> {
  const res = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!res.ok) {
    throw new Error(`${REMOTES_MANIFEST_URL} answered ${res.status}`);
  }
  const manifest = (await res.json()) as Partial<Record<RemoteName, string>>;
  registerRemotes(
    Object.entries(manifest).map(([remote, entry]) => ({
      name: containerName(remote as RemoteName),
      entry: String(entry),
    })),
  );
}

/** Fetches /remotes.json once; a failed fetch is forgotten so the next attempt tries again. */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= registerFromManifest().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}

/** Loads one exposed module of a remote, e.g. loadRemoteModule('public', 'HomePage'). */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  await ensureRemotesRegistered();
  const module = await loadRemote<T>(`${containerName(remote)}/${expose}`);
  if (!module) {
    throw new Error(`Remote module ${remote}/${expose} is empty`);
  }
  return module;
}

/**
 * Starts downloading a remote screen's files (manifest, remote entry, the exposed module's chunks and
 * styles) without running them, so they arrive while the shell's own chunks still load.
 */
export function preloadRemoteModule(remote: RemoteName, expose: string): void {
  ensureRemotesRegistered()
    .then(() => preloadRemote([{ nameOrAlias: containerName(remote), exposes: [expose] }]))
    // A failed preload costs nothing: loading the route retries and shows the fallback if need be.
    .catch(() => undefined);
}
