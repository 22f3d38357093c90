// How bench:web and bench:trace start the server whose home page they measure.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChannel } from './channel.mjs';
import {
  BENCH_ADMIN,
  adminCaller,
  scratchDatabase,
  signInAdmin,
  stopChild,
  waitFor,
} from './server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database on DATABASE_URL's server, so the page shows the embedded demo content. */
async function databaseEnvironment() {
  if (!process.env.DATABASE_URL) {
    return { DATA_DIR: join(root, '.data', 'bench-web'), EMBEDDED_POSTGRES_PORT: '54333' };
  }
  const namespace = (process.env.TEST_NAMESPACE ?? '').replace(/[^a-z0-9_]/gi, '').toLowerCase();
  const name = namespace ? `ministry_bench_web_${namespace}` : 'ministry_bench_web';
  return {
    DATABASE_URL: await scratchDatabase(process.env.DATABASE_URL, name),
    // Fresh queues too: jobs kept in Redis from an earlier run (the channel's sync, whose job id is
    // fixed) would otherwise stand in for this run's, and the channel would never be synced.
    QUEUE_PREFIX: `${name}_${Date.now().toString(36)}`,
  };
}

/**
 * Giving turned on as a ministry does (Settings → Giving: the Stripe keys), against the test fake of
 * Stripe's API (backend/test/support/fake-stripe.ts, run by Node's type stripping).
 */
async function turnGivingOn(url, stripe) {
  const admin = adminCaller(url, await signInAdmin(url));
  await admin('PUT', '/api/admin/giving/settings', {
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
  });
  await waitFor(
    async () => (await (await fetch(`${url}/api/giving/settings`)).json()).enabled === true,
    30,
    'giving turned on',
  );
}

/** The site offering `languages` (BCP 47 tags, the first the default stays English's): `/es/`… */
async function offerLanguages(url, languages) {
  const admin = adminCaller(url, await signInAdmin(url));
  const { stripReadOnlySettings } = await import('../../backend/test/support/settings.ts');
  const saved = stripReadOnlySettings(await admin('GET', '/api/admin/settings'));
  await admin('PUT', '/api/admin/settings', { ...saved, languages: ['en', ...languages] });
}

/**
 * Starts the built server (scripts/start.mjs builds what is missing) on a free port with a fresh
 * database, with a synced channel of `channelVideos` teachings (0: the demo catalogue) and, with
 * `options.giving`, online giving turned on against the fake Stripe (the `/give` page's form),
 * with `options.languages` those languages offered beside English (`/es/`, `/he/`);
 * resolves once the page is filled as visitors see it, with its `url` and `stop()`.
 */
export async function startWebServer(channelVideos, options = {}) {
  const port = await freePort();
  const channel = channelVideos > 0 ? await startChannel(channelVideos) : undefined;
  const stripe = options.giving
    ? await new (await import('../../backend/test/support/fake-stripe.ts')).FakeStripe().start()
    : undefined;
  const app = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...(await databaseEnvironment()),
      ...channel?.env,
      ...(stripe && { STRIPE_API_BASE_URL: stripe.baseUrl }),
      // The administrator that turns giving on or offers the languages.
      ...((stripe || options.languages?.length) && {
        ADMIN_USERNAME: BENCH_ADMIN.username,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        ADMIN_EMAIL: BENCH_ADMIN.email,
      }),
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    await stopChild(app);
    await channel?.close();
    await stripe?.close();
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => (await fetch(`${url}/api/health`)).ok, 300, 'the server start');
    // The demo catalogue is seeded at start, a channel synced at start; measure the page as visitors
    // see it, filled (with a channel: once every thumbnail is this site's copy).
    await waitFor(
      async () => {
        const res = await fetch(`${url}/api/youtube/videos?maxResults=50`);
        if (!channel) return res.status === 404 || (res.ok && (await res.json()).length > 0);
        const videos = res.ok ? await res.json() : [];
        return (
          videos.length === Math.min(channelVideos, 50) &&
          videos.every((v) => v.thumbnail.endsWith('.webp'))
        );
      },
      180,
      channel ? `the ${channelVideos} synced videos and their thumbnails` : 'the demo videos',
    );
    if (stripe) await turnGivingOn(url, stripe);
    if (options.languages?.length) await offerLanguages(url, options.languages);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
