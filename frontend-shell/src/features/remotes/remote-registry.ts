import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'public' | 'community' | 'admin';

/** A screen of a remote: the exposed module, which has a named export of the same name. */
export interface RemoteScreen {
  remote: RemoteName;
  module: string;
  /** The address the shell shows it at (spec §2). */
  path: string;
  /** Shown only to a signed-in administrator; anyone else is sent to the admin login. */
  signedInOnly?: boolean;
}

/** Every screen the shell shows from a remote; the route table (App.tsx) takes its paths from here. */
export const SCREENS = {
  home: { remote: 'public', module: 'HomePage', path: '/' },
  give: { remote: 'public', module: 'GivePage', path: '/give' },
  giveThanks: { remote: 'public', module: 'GiveThanksPage', path: '/give/thanks' },
  community: { remote: 'community', module: 'CommunityPage', path: '/community' },
  teachings: { remote: 'public', module: 'TeachingsPage', path: '/teachings' },
  teachingSeries: {
    remote: 'public',
    module: 'TeachingSeriesPage',
    path: '/teachings/series/:slug',
  },
  teachingSpeaker: {
    remote: 'public',
    module: 'TeachingSpeakerPage',
    path: '/teachings/speakers/:slug',
  },
  teaching: { remote: 'public', module: 'TeachingPage', path: '/teachings/:slug' },
  signup: { remote: 'community', module: 'SignupPage', path: '/community/signup' },
  /** The registration e-mails' link (its token in the query). */
  registrationManage: {
    remote: 'community',
    module: 'RegistrationManagePage',
    path: '/registrations/manage',
  },
  adminDashboard: {
    remote: 'admin',
    module: 'AdminDashboardPage',
    path: '/admin',
    signedInOnly: true,
  },
  adminLogin: { remote: 'admin', module: 'AdminLoginPage', path: '/admin/login' },
  adminInvite: { remote: 'admin', module: 'AdminInvitePage', path: '/admin/invite' },
  adminResetPassword: {
    remote: 'admin',
    module: 'AdminResetPasswordPage',
    path: '/admin/reset-password',
  },
} as const satisfies Record<string, RemoteScreen>;

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

/** The screen shown at `pathname` (a trailing slash ignored), if a remote shows one there. */
export function screenAt(pathname: string): RemoteScreen | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // In the order of SCREENS: a fixed segment ("series") before a parameter (":slug").
  return Object.values<RemoteScreen>(SCREENS).find((candidate) => matches(candidate.path, path));
}

/** Whether `path` is an address of the route `pattern` (`:name` stands for one segment). */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/**
 * Starts downloading the files of `screen` (manifest, remote entry, the exposed module's chunks and
 * styles) without running them, so the first screen of a visit arrives alongside the shell's own
 * chunks instead of after them (DESIGN §6). The entry (main.ts) preloads the screen of the address; a
 * signed-in-only one only once someone is known to be signed in, as the browser warns about every
 * preloaded file left unused.
 */
export function preloadScreen(screen: RemoteScreen): void {
  ensureRemotesRegistered()
    .then(() =>
      preloadRemote([{ nameOrAlias: containerName(screen.remote), exposes: [screen.module] }]),
    )
    // A failed preload costs nothing: loading the route retries and shows the fallback if need be.
    .catch(() => undefined);
}
