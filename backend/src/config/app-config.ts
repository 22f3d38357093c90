import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataEncryptionConfig, ensureKeyFile, keyFileOf } from '../encryption/data-keys';
import { emailWebhooksConfig, type EmailWebhooksConfig } from './email-webhooks-config';
import {
  type ApiDocsAccess,
  type BackupSchedule,
  dataDirOf,
  DEFAULT_MINISTRY_NAME,
  DEFAULT_POSTAL_ADDRESS,
  dirOption,
  ENVIRONMENT,
  type Environment,
  environmentProblems,
  type LogLevel,
  type NodeEnv,
  parseBoolean,
  readTrustProxy,
  REPO_ROOT,
  type TrustProxy,
} from './environment';

export type { ApiDocsAccess, BackupSchedule, LogLevel, NodeEnv, TrustProxy } from './environment';
export { REPO_ROOT } from './environment';

export const APP_CONFIG = Symbol('APP_CONFIG');

export interface AppConfig {
  nodeEnv: NodeEnv;
  /** The ministry's name in mails and on the site: the display name of MAIL_FROM (the settings' default). */
  ministryName: string;
  /** The IANA time zone of `TZ` when it names one, else 'UTC': the default of the ministry's time zone. */
  timeZone: string;
  host: string;
  port: number;
  /** The address people reach the site at; used in links and to recognise same-origin requests. */
  publicUrl: string;
  /**
   * Origins whose state-changing requests are accepted: PUBLIC_URL's, those in ALLOWED_ORIGINS, and, when
   * PUBLIC_URL is left to its default, the loopback aliases of the port (127.0.0.1, [::1]).
   */
  allowedOrigins: string[];
  /** Public writes (counseling, testimonies, subscribe, sign-up) per client address and window. */
  publicWriteLimit: { points: number; windowSeconds: number };
  /** Set when an external PostgreSQL is configured; otherwise an embedded server is started. */
  databaseUrl: string | undefined;
  /**
   * A direct connection to that server, bypassing a transaction-mode pooler (PgBouncer): used for
   * LISTEN/NOTIFY and for migrations (advisory lock). Unset: DATABASE_URL serves for those too.
   */
  databaseDirectUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  redisUrl: string | undefined;
  /** Key prefix of the queues: processes sharing a Redis share queues only when their prefixes match. */
  queuePrefix: string;
  sessionSecret: string;
  /**
   * Key of the keyed hashes (HMAC-SHA256) that stand for an erased member's address on the suppression
   * list: DATA_HASH_KEY, else generated once into DATA_DIR (`data-hash-key`).
   */
  dataHashKey: string;
  /** Keys of the counseling text encrypted at rest (see encryption/field-cipher.ts). */
  dataEncryption: DataEncryptionConfig;
  /**
   * Express's `trust proxy`: `false` (none), a hop count, or the proxies' addresses and subnets. The
   * client address is the one the nearest untrusted hop gave, never the first `X-Forwarded-For` entry.
   */
  trustProxy: TrustProxy;
  /** `public`: anyone; `staff`: a signed-in administrator only (404 for others); `off`: 404. */
  apiDocs: ApiDocsAccess;
  /** How long a request (but the video upload, which gets 30 minutes) may take to arrive. */
  requestTimeoutSeconds: number;
  serveFrontends: boolean;
  /**
   * `SERVE_FRONTENDS=pages`: the app's pages only (rendered with the settings), never the built files,
   * which another server (the docker stack's nginx) serves, with the remotes at `remoteUrls`.
   */
  pagesOnly: boolean;
  /** Where the browser loads each remote's `mf-manifest.json` when the API serves pages only. */
  remoteUrls: Record<RemoteName, string>;
  frontendDistRoot: string;
  runWorkers: boolean;
  logLevel: LogLevel;
  admin: { username?: string; password?: string; email?: string };
  loginThrottle: {
    maxFailuresPerAccount: number;
    maxFailuresPerAddress: number;
    /** Failures per account from every address together; past it each attempt waits longer (≤ 1 h). */
    maxFailuresPerAccountAllAddresses: number;
    windowSeconds: number;
  };
  /**
   * Member sign-in by e-mailed link (sign-up, login, verify), counted across API processes: requests per
   * e-mail address and per client address in each window.
   */
  signInLimit: { perEmail: number; perClient: number; windowSeconds: number };
  /** YouTube Data API v3 sync; enabled when both the key and the channel are set. */
  youtube: {
    apiKey: string | undefined;
    channelId: string | undefined;
    apiBaseUrl: string;
    syncIntervalMinutes: number;
  };
  /**
   * Where the Stripe SDK sends its API calls: unset, Stripe's own; else this address (an egress proxy,
   * or the tests' fake Stripe), given to the SDK as its host, port and protocol.
   */
  stripeApiBaseUrl: string | undefined;
  /** Seed the demo catalogue, events and scriptures into empty tables at start (never with a YouTube key). */
  seedDemoContent: boolean;
  /**
   * Ship the spec's closing quotation as the weekly scripture once into an empty table (DESIGN §4), also
   * when a channel is configured and no demo content is seeded: a fresh install's home page is complete.
   */
  seedDefaultScripture: boolean;
  /** Serve public reads (events, videos, suggestions, scripture) from the in-process response cache. */
  publicReadCache: boolean;
  /** How many of the most viewed videos each API process searches in memory (PopularWindow). */
  searchWindowVideos: number;
  mail: MailConfig;
  /** Bounce and complaint webhooks of the mail providers (EMAIL_WEBHOOK_*). */
  emailWebhooks: EmailWebhooksConfig;
  storage: StorageConfig;
  backup: BackupConfig;
  metrics: MetricsConfig;
}

export interface BackupConfig {
  /** Where `npm run backup` and scheduled backups write their archives. */
  dir: string;
  /** Unset: no scheduled backups (`npm run backup` still works). */
  schedule: BackupSchedule | undefined;
  /** Scheduled archives kept in `dir`; older ones are deleted after each scheduled backup. */
  keep: number;
  /** A folder holding pg_dump/pg_restore, searched before the usual places. */
  pgBinDir: string | undefined;
}

export interface MetricsConfig {
  /** Bearer token that opens GET /metrics on the HTTP port. */
  token: string | undefined;
  /** A separate port serving only /metrics (no token), bound to `host`. */
  port: number | undefined;
  host: string;
}

export interface MailConfig {
  /** SMTP relay (pooled); unset: every message is written as an .eml file into `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  /** `From` of every message, e.g. `Spirit & Truth Ministry <no-reply@example.org>`. */
  from: string;
  /** The bare address of `from`. */
  fromAddress: string;
  /** MAIL_FROM was set: it overrides the sender of the settings. */
  fromConfigured: boolean;
  /** `Reply-To` of every message: a mailbox people read, since `from` is usually a no-reply one. */
  replyTo: string;
  /** The bare address of `replyTo`: the contact e-mail the site shows. */
  replyToAddress: string;
  /** The ministry's postal address, printed in every message (required by anti-spam law). */
  postalAddress: string;
  /** Mailbox named in the mailto: form of List-Unsubscribe. */
  unsubscribeMailto: string;
  /** MAIL_UNSUBSCRIBE_MAILTO was set; otherwise the sender's address in use serves. */
  unsubscribeMailtoConfigured: boolean;
  /** Campaign messages per second across all workers; 0 means no limit. */
  ratePerSecond: number;
  /** Campaign messages in flight per worker process. */
  concurrency: number;
  /** First retry delay after a temporary SMTP failure; doubles with each attempt. */
  retryBaseMs: number;
  /** Key material for unsubscribe tokens (kept apart from the session secret when set). */
  tokenSecret: string;
}

export interface StorageConfig {
  /** Local-disk storage of uploaded videos (when no S3 bucket is configured). */
  uploadsDir: string;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
}

export class ConfigError extends Error {}

/** The Module Federation remotes the shell loads. */
export type RemoteName = 'public' | 'community' | 'admin';
/** Where the docker stack publishes each remote (docker-compose.yml, docker/nginx/40-write-remotes-json.sh). */
const DEFAULT_REMOTE_URLS: Record<RemoteName, string> = {
  public: 'http://localhost:8081/mf-manifest.json',
  community: 'http://localhost:8082/mf-manifest.json',
  admin: 'http://localhost:8083/mf-manifest.json',
};

export { DEFAULT_INFO_EMAIL, DEFAULT_MINISTRY_NAME, DEFAULT_POSTAL_ADDRESS } from './environment';

/** TRUST_PROXY read on its own (see `readTrustProxy`), its problem added to `problems`. */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  return readTrustProxy(raw, (message) => problems.push(`TRUST_PROXY ${message}`));
}

/**
 * Reads and validates the environment once (the schema in `environment.ts`); every problem is
 * reported together.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ENVIRONMENT.safeParse(env);
  // The providers' webhook settings are read apart (config/email-webhooks-config.ts): keys and
  // patterns that need more than a schema's checks. Their problems are listed with the others.
  const webhookProblems: string[] = [];
  const emailWebhooks = emailWebhooksConfig(env, webhookProblems);
  if (!parsed.success || webhookProblems.length > 0) {
    const problems = [
      ...(parsed.success ? [] : environmentProblems(parsed.error)),
      ...webhookProblems,
    ];
    throw new ConfigError(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  }
  const dataDir = dataDirOf(parsed.data);
  const keyFile = keyFileOf(dataDir);
  const config = toAppConfig(parsed.data, dataDir, keyFile, emailWebhooks);
  if (!config.sessionSecret) config.sessionSecret = localSessionSecret(dataDir);
  // Unlike the session secret, also generated in production: losing it only lets erased addresses be
  // mailed again, and an install without it must still be able to erase a member.
  if (!config.dataHashKey) config.dataHashKey = localSecret(dataDir, 'data-hash-key');
  // Like the session secret: outside production a key is generated once into the data folder.
  if (!config.dataEncryption.envKeys.length) ensureKeyFile(keyFile);
  // Unsubscribe links must outlive a session-secret rotation only when EMAIL_TOKEN_SECRET is set.
  if (!config.mail.tokenSecret) {
    config.mail.tokenSecret = createHash('sha256')
      .update(`unsubscribe-tokens:${config.sessionSecret}`)
      .digest('hex');
  }
  return config;
}

/** The configuration a valid environment gives, before the secrets kept in DATA_DIR are filled in. */
function toAppConfig(
  env: Environment,
  dataDir: string,
  keyFile: string,
  emailWebhooks: EmailWebhooksConfig,
): AppConfig {
  const nodeEnv = env.NODE_ENV;
  const port = env.PORT;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const allowedOrigins = new Set([new URL(publicUrl).origin]);
  if (env.PUBLIC_URL === undefined) {
    for (const host of ['127.0.0.1', '[::1]']) allowedOrigins.add(`http://${host}:${port}`);
  }
  for (const origin of env.ALLOWED_ORIGINS) allowedOrigins.add(origin);
  const youtubeApiKey = env.YOUTUBE_API_KEY;
  // Tests start from empty tables unless they ask for the demo content.
  const seedDemoContent = env.SEED_DEMO_CONTENT ?? nodeEnv !== 'test';
  const mailFrom = env.MAIL_FROM;
  return {
    nodeEnv,
    ministryName:
      /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom.value)?.[1]?.trim() || DEFAULT_MINISTRY_NAME,
    timeZone: ianaTimeZone(env.TZ),
    host: env.HOST ?? '0.0.0.0',
    port,
    publicUrl,
    allowedOrigins: [...allowedOrigins],
    publicWriteLimit: {
      points: env.PUBLIC_WRITE_LIMIT,
      windowSeconds: env.PUBLIC_WRITE_WINDOW_SECONDS,
    },
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL,
    dataDir,
    embeddedPostgresPort: env.EMBEDDED_POSTGRES_PORT,
    redisUrl: env.REDIS_URL,
    queuePrefix: env.QUEUE_PREFIX ?? 'ministry',
    sessionSecret: env.SESSION_SECRET ?? '',
    dataHashKey: env.DATA_HASH_KEY ?? '',
    dataEncryption: {
      envKeys:
        env.DATA_ENCRYPTION_KEY === undefined
          ? []
          : [env.DATA_ENCRYPTION_KEY, ...env.DATA_ENCRYPTION_OLD_KEYS],
      keyFile,
    },
    trustProxy: env.TRUST_PROXY,
    apiDocs: env.API_DOCS,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    serveFrontends: env.SERVE_FRONTENDS !== 'false',
    pagesOnly: env.SERVE_FRONTENDS === 'pages',
    remoteUrls: {
      public: env.REMOTE_PUBLIC_URL ?? DEFAULT_REMOTE_URLS.public,
      community: env.REMOTE_COMMUNITY_URL ?? DEFAULT_REMOTE_URLS.community,
      admin: env.REMOTE_ADMIN_URL ?? DEFAULT_REMOTE_URLS.admin,
    },
    frontendDistRoot: REPO_ROOT,
    runWorkers: env.RUN_WORKERS,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL },
    loginThrottle: {
      maxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      maxFailuresPerAccountAllAddresses: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL,
      windowSeconds: env.LOGIN_THROTTLE_WINDOW_SECONDS,
    },
    signInLimit: {
      perEmail: env.SIGN_IN_LIMIT_PER_EMAIL,
      perClient: env.SIGN_IN_LIMIT_PER_CLIENT,
      windowSeconds: env.SIGN_IN_WINDOW_SECONDS,
    },
    youtube: {
      apiKey: youtubeApiKey,
      channelId: env.YOUTUBE_CHANNEL_ID,
      apiBaseUrl: env.YOUTUBE_API_BASE_URL,
      syncIntervalMinutes: env.YOUTUBE_SYNC_INTERVAL_MINUTES,
    },
    stripeApiBaseUrl: env.STRIPE_API_BASE_URL,
    seedDemoContent: seedDemoContent && youtubeApiKey === undefined,
    seedDefaultScripture: seedDemoContent,
    publicReadCache: env.PUBLIC_READ_CACHE,
    searchWindowVideos: env.SEARCH_WINDOW_VIDEOS,
    mail: {
      smtpUrl: env.SMTP_URL,
      outboxDir: dirOption(env.MAIL_OUTBOX_DIR, join(dataDir, 'outbox')),
      from: mailFrom.value,
      fromAddress: mailFrom.address,
      fromConfigured: mailFrom.configured,
      replyTo: env.MAIL_REPLY_TO.value,
      replyToAddress: env.MAIL_REPLY_TO.address,
      postalAddress: env.MINISTRY_POSTAL_ADDRESS ?? DEFAULT_POSTAL_ADDRESS,
      unsubscribeMailto: env.MAIL_UNSUBSCRIBE_MAILTO ?? mailFrom.address,
      unsubscribeMailtoConfigured: env.MAIL_UNSUBSCRIBE_MAILTO !== undefined,
      ratePerSecond: env.EMAIL_RATE_PER_SECOND,
      concurrency: env.EMAIL_CONCURRENCY,
      retryBaseMs: env.EMAIL_RETRY_DELAY_MS,
      tokenSecret: env.EMAIL_TOKEN_SECRET ?? '',
    },
    emailWebhooks,
    storage: {
      uploadsDir: join(dataDir, 'uploads'),
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'us-east-1',
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle:
              env.S3_FORCE_PATH_STYLE === undefined
                ? false
                : (parseBoolean(env.S3_FORCE_PATH_STYLE) ?? false),
          }
        : undefined,
    },
    backup: {
      dir: dirOption(env.BACKUP_DIR, join(dataDir, 'backups')),
      schedule: env.BACKUP_SCHEDULE,
      keep: env.BACKUP_KEEP,
      pgBinDir: env.PG_BIN_DIR,
    },
    metrics: {
      token: env.METRICS_TOKEN,
      port: env.METRICS_PORT,
      host: env.METRICS_HOST ?? '127.0.0.1',
    },
  };
}

/**
 * A warning when DATABASE_URL looks like a transaction-mode pooler (PgBouncer's port 6432, or a
 * `pgbouncer=true` parameter) and no DATABASE_DIRECT_URL is set: LISTEN/NOTIFY and the migration
 * lock need a session of their own, which such a pooler does not keep.
 */
export function poolerWarning(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseDirectUrl'>,
): string | undefined {
  if (!config.databaseUrl || config.databaseDirectUrl) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(config.databaseUrl);
  } catch {
    return undefined;
  }
  const pooled = parsed.port === '6432' || parsed.searchParams.get('pgbouncer') === 'true';
  if (!pooled) return undefined;
  return (
    'DATABASE_URL looks like a connection pooler (PgBouncer). In transaction mode it breaks ' +
    'LISTEN/NOTIFY (cache invalidation across processes, the PostgreSQL queue) and the migration ' +
    'lock: set DATABASE_DIRECT_URL to a direct connection to the same database.'
  );
}

/** Outside production a secret is generated once and kept in the data folder, so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  return localSecret(dataDir, 'session-secret');
}

/** A random secret kept in a file of the data folder, made on first use. */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `TZ` when it is an IANA zone name (not a path such as `:/etc/localtime`), else UTC. */
export function ianaTimeZone(tz: string | undefined): string {
  if (!tz) return 'UTC';
  try {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
    return Intl.supportedValuesOf('timeZone').includes(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}
