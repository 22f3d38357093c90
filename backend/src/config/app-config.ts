import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { CronExpressionParser } from 'cron-parser';
import { emailWebhooksConfig, type EmailWebhooksConfig } from './email-webhooks-config';
import {
  DataEncryptionConfig,
  ensureKeyFile,
  KEY_FORMAT_HINT,
  keyFileOf,
  parseDataKey,
  readKeyFile,
} from '../encryption/data-keys';

export const APP_CONFIG = Symbol('APP_CONFIG');

export type NodeEnv = 'development' | 'production' | 'test';
/** Who may read the API reference (Swagger UI and its JSON/YAML). */
export type ApiDocsAccess = 'public' | 'staff' | 'off';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

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

/** When the queue makes a backup by itself: a cron pattern or a fixed interval. */
export type BackupSchedule = { pattern: string } | { every: number };

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

/** The repository root: backend/dist/config → ../../.. ; backend/src/config → ../../.. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export class ConfigError extends Error {}

// A misspelt NODE_ENV (e.g. `prod`) would otherwise run as development and skip the production checks.
const NODE_ENVS: readonly NodeEnv[] = ['development', 'test', 'production'];

const API_DOCS: readonly ApiDocsAccess[] = ['public', 'staff', 'off'];

/** The Module Federation remotes the shell loads. */
export type RemoteName = 'public' | 'community' | 'admin';
/** Where the docker stack publishes each remote (docker-compose.yml, docker/nginx/40-write-remotes-json.sh). */
const DEFAULT_REMOTE_URLS: Record<RemoteName, string> = {
  public: 'http://localhost:8081/mf-manifest.json',
  community: 'http://localhost:8082/mf-manifest.json',
  admin: 'http://localhost:8083/mf-manifest.json',
};

/** SERVE_FRONTENDS: true (everything), false (nothing) or pages (the app's pages only). */
function frontendsMode(raw: string | undefined, problems: string[]): 'true' | 'false' | 'pages' {
  if (raw === undefined) return 'true';
  if (/^(1|true|yes|on)$/i.test(raw)) return 'true';
  if (/^(0|false|no|off)$/i.test(raw)) return 'false';
  if (/^pages$/i.test(raw)) return 'pages';
  problems.push(`SERVE_FRONTENDS must be true, false or pages (got "${raw}")`);
  return 'true';
}
export const DEFAULT_MINISTRY_NAME = 'Spirit & Truth Ministry';
/** The sample contact details the site's footer has always shown (spec §2 "Footer"). */
export const DEFAULT_INFO_EMAIL = 'info@example.org';
export const DEFAULT_POSTAL_ADDRESS = '123 Faith Avenue, Springfield, ST 12345';

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export type TrustProxy = false | number | string[];

/** The names Express (proxy-addr) gives to address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, or a subnet as `address/prefix` or `address/netmask`. */
function isAddressOrSubnet(entry: string): boolean {
  const [address, range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy; a number trusts that many hops in front of the app
 * (`true` is one: a proxy that appends to X-Forwarded-For makes its first entry the client's own word);
 * otherwise a comma-separated list of the proxies' addresses or subnets (and Express's `loopback`,
 * `linklocal`, `uniquelocal`).
 */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || /^(0|false|no|off)$/i.test(raw)) return false;
  if (/^(true|yes|on)$/i.test(raw)) return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 16) return hops;
  } else {
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (
      entries.length &&
      entries.every((entry) => PROXY_RANGE_NAMES.has(entry) || isAddressOrSubnet(entry))
    ) {
      return entries;
    }
  }
  problems.push(
    `TRUST_PROXY must be false, a number of proxies (1 to 16; true is 1), or the proxies' addresses and subnets separated by commas (got "${raw}")`,
  );
  return false;
}

/** Reads and validates the environment once; every problem is reported together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const str = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = str(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
      }
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return raw;
  };
  /** An http(s) base address, stored without a trailing slash. */
  const baseUrl = (name: string, fallback: string): string =>
    (url(name, ['http:', 'https:']) ?? fallback).replace(/\/+$/, '');
  /** A secret or password: when set, at least `min` characters. */
  const secret = (name: string, min: number): string | undefined => {
    const value = str(name);
    if (value !== undefined && value.length < min) {
      problems.push(`${name} must be at least ${min} characters`);
    }
    return value;
  };
  /** One of a fixed set of words; anything else is a problem rather than a silent fallback. */
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  };
  /** Two settings that only make sense together: both set or neither. */
  const together = (a: string, b: string): [string | undefined, string | undefined] => {
    const pair: [string | undefined, string | undefined] = [str(a), str(b)];
    if ((pair[0] === undefined) !== (pair[1] === undefined)) {
      problems.push(`${a} and ${b} must be set together`);
    }
    return pair;
  };

  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
  const frontends = frontendsMode(str('SERVE_FRONTENDS'), problems);
  const port = int('PORT', 3000, 1, 65535);
  const dataDir = dirOption(str('DATA_DIR'), join(REPO_ROOT, '.data'));
  const logLevelRaw = (str('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevelRaw))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const databaseDirectUrl = url('DATABASE_DIRECT_URL', ['postgres:', 'postgresql:']);
  if (databaseDirectUrl !== undefined && databaseUrl === undefined) {
    problems.push('DATABASE_DIRECT_URL needs DATABASE_URL (the embedded server has no pooler)');
  }
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const publicUrl = baseUrl('PUBLIC_URL', `http://localhost:${port}`);
  const allowedOrigins = new Set([new URL(publicUrl).origin]);
  if (str('PUBLIC_URL') === undefined) {
    for (const host of ['127.0.0.1', '[::1]']) allowedOrigins.add(`http://${host}:${port}`);
  }
  for (const origin of (str('ALLOWED_ORIGINS') ?? '').split(',').map((o) => o.trim())) {
    if (!origin) continue;
    try {
      const parsed = new URL(origin);
      if (parsed.origin === 'null' || !/^https?:$/.test(parsed.protocol)) throw new Error();
      allowedOrigins.add(parsed.origin);
    } catch {
      problems.push(`ALLOWED_ORIGINS must list http(s) origins, comma-separated (got "${origin}")`);
    }
  }

  const sessionSecret = secret('SESSION_SECRET', 32);
  if (sessionSecret === undefined && nodeEnv === 'production') {
    problems.push('SESSION_SECRET is required when NODE_ENV=production');
  }

  const dataHashKey = secret('DATA_HASH_KEY', 32);
  const dataKey = str('DATA_ENCRYPTION_KEY');
  const oldDataKeys = (str('DATA_ENCRYPTION_OLD_KEYS') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (dataKey !== undefined && !parseDataKey(dataKey)) {
    problems.push(`DATA_ENCRYPTION_KEY must be ${KEY_FORMAT_HINT}`);
  }
  oldDataKeys.forEach((key, index) => {
    if (!parseDataKey(key)) {
      problems.push(
        `DATA_ENCRYPTION_OLD_KEYS must list keys separated by commas, each ${KEY_FORMAT_HINT} (key ${index + 1} is not)`,
      );
    }
  });
  if (dataKey === undefined && oldDataKeys.length) {
    problems.push('DATA_ENCRYPTION_OLD_KEYS needs DATA_ENCRYPTION_KEY (the key that encrypts)');
  }
  // Without it (production included) the key is generated once into DATA_DIR, like the session
  // secret; several containers that do not share DATA_DIR must be given it (docker-compose.yml does).
  const keyFile = keyFileOf(dataDir);
  try {
    readKeyFile(keyFile);
  } catch (error) {
    problems.push((error as Error).message);
  }

  const [adminUsername] = together('ADMIN_USERNAME', 'ADMIN_PASSWORD');
  const adminPassword = secret('ADMIN_PASSWORD', 8);

  const [youtubeApiKey, youtubeChannelId] = together('YOUTUBE_API_KEY', 'YOUTUBE_CHANNEL_ID');
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  /** A mailbox setting: an address, optionally with a name; returns [as given, bare address]. */
  const mailbox = (name: string, fallback: string): [string, string] => {
    const value = str(name) ?? fallback;
    const address = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value)?.[1] ?? value;
    if (/[\r\n]/.test(value) || !/^[^\s@]+@[^\s@]+$/.test(address)) {
      problems.push(`${name} must be an address, optionally with a name: Name <user@host>`);
    }
    return [value, address];
  };
  const [mailFrom, fromAddress] = mailbox(
    'MAIL_FROM',
    `${DEFAULT_MINISTRY_NAME} <no-reply@localhost>`,
  );
  // The info address and postal address the site's footer shows, so mail and site agree.
  const [mailReplyTo, replyToAddress] = mailbox('MAIL_REPLY_TO', DEFAULT_INFO_EMAIL);
  const tokenSecret = secret('EMAIL_TOKEN_SECRET', 32);
  const backupSchedule = parseBackupSchedule(str('BACKUP_SCHEDULE'), problems);
  const metricsToken = secret('METRICS_TOKEN', 16);
  const metricsPortRaw = str('METRICS_PORT');
  const metricsPort = metricsPortRaw === undefined ? undefined : int('METRICS_PORT', 0, 1, 65535);
  if (metricsPort !== undefined && metricsPort === port)
    problems.push('METRICS_PORT must differ from PORT');
  const s3Bucket = str('S3_BUCKET');
  const s3Endpoint = url('S3_ENDPOINT', ['http:', 'https:']);

  const config: AppConfig = {
    nodeEnv,
    ministryName: /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom)?.[1]?.trim() || DEFAULT_MINISTRY_NAME,
    timeZone: ianaTimeZone(str('TZ')),
    host: str('HOST') ?? '0.0.0.0',
    port,
    publicUrl,
    allowedOrigins: [...allowedOrigins],
    publicWriteLimit: {
      points: int('PUBLIC_WRITE_LIMIT', 60, 1, 1_000_000),
      windowSeconds: int('PUBLIC_WRITE_WINDOW_SECONDS', 600, 1, 86400),
    },
    databaseUrl,
    databaseDirectUrl,
    dataDir,
    embeddedPostgresPort: int('EMBEDDED_POSTGRES_PORT', 54329, 1, 65535),
    redisUrl,
    queuePrefix: str('QUEUE_PREFIX') ?? 'ministry',
    sessionSecret: sessionSecret ?? '',
    dataHashKey: dataHashKey ?? '',
    dataEncryption: { envKeys: dataKey === undefined ? [] : [dataKey, ...oldDataKeys], keyFile },
    trustProxy: parseTrustProxy(str('TRUST_PROXY'), problems),
    apiDocs: oneOf('API_DOCS', API_DOCS, 'public'),
    // Node's default request timeout.
    requestTimeoutSeconds: int('REQUEST_TIMEOUT_SECONDS', 300, 1, 3600),
    serveFrontends: frontends !== 'false',
    pagesOnly: frontends === 'pages',
    remoteUrls: {
      public: url('REMOTE_PUBLIC_URL', ['http:', 'https:']) ?? DEFAULT_REMOTE_URLS.public,
      community: url('REMOTE_COMMUNITY_URL', ['http:', 'https:']) ?? DEFAULT_REMOTE_URLS.community,
      admin: url('REMOTE_ADMIN_URL', ['http:', 'https:']) ?? DEFAULT_REMOTE_URLS.admin,
    },
    frontendDistRoot: REPO_ROOT,
    runWorkers: bool('RUN_WORKERS', true),
    logLevel: logLevelRaw,
    admin: { username: adminUsername, password: adminPassword, email: str('ADMIN_EMAIL') },
    loginThrottle: {
      maxFailuresPerAccount: int('LOGIN_MAX_FAILURES_PER_ACCOUNT', 5, 1, 1000),
      maxFailuresPerAddress: int('LOGIN_MAX_FAILURES_PER_ADDRESS', 20, 1, 10000),
      maxFailuresPerAccountAllAddresses: int('LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL', 30, 1, 100000),
      windowSeconds: int('LOGIN_THROTTLE_WINDOW_SECONDS', 900, 1, 86400),
    },
    signInLimit: {
      // 6-digit codes: a handful of guesses per address (twice this many codes) and window; per client
      // loose enough for a congregation signing in behind one shared address (a login and a check each).
      perEmail: int('SIGN_IN_LIMIT_PER_EMAIL', 5, 1, 10000),
      perClient: int('SIGN_IN_LIMIT_PER_CLIENT', 200, 1, 1_000_000),
      windowSeconds: int('SIGN_IN_WINDOW_SECONDS', 900, 1, 86400),
    },
    youtube: {
      apiKey: youtubeApiKey,
      channelId: youtubeChannelId,
      apiBaseUrl: baseUrl('YOUTUBE_API_BASE_URL', 'https://www.googleapis.com/youtube/v3'),
      syncIntervalMinutes: int('YOUTUBE_SYNC_INTERVAL_MINUTES', 360, 1, 10080),
    },
    // Tests start from empty tables unless they ask for the demo content.
    seedDemoContent: bool('SEED_DEMO_CONTENT', nodeEnv !== 'test') && youtubeApiKey === undefined,
    seedDefaultScripture: bool('SEED_DEMO_CONTENT', nodeEnv !== 'test'),
    publicReadCache: bool('PUBLIC_READ_CACHE', true),
    searchWindowVideos: int('SEARCH_WINDOW_VIDEOS', 4096, 0, 100000),
    mail: {
      smtpUrl,
      outboxDir: dirOption(str('MAIL_OUTBOX_DIR'), join(dataDir, 'outbox')),
      from: mailFrom,
      fromAddress,
      fromConfigured: str('MAIL_FROM') !== undefined,
      replyTo: mailReplyTo,
      replyToAddress,
      postalAddress: str('MINISTRY_POSTAL_ADDRESS') ?? DEFAULT_POSTAL_ADDRESS,
      unsubscribeMailto: str('MAIL_UNSUBSCRIBE_MAILTO') ?? fromAddress,
      unsubscribeMailtoConfigured: str('MAIL_UNSUBSCRIBE_MAILTO') !== undefined,
      ratePerSecond: int('EMAIL_RATE_PER_SECOND', 50, 0, 100000),
      concurrency: int('EMAIL_CONCURRENCY', 20, 1, 500),
      retryBaseMs: int('EMAIL_RETRY_DELAY_MS', 30000, 100, 3600000),
      tokenSecret: tokenSecret ?? '',
    },
    emailWebhooks: emailWebhooksConfig(env, problems),
    storage: {
      uploadsDir: join(dataDir, 'uploads'),
      s3: s3Bucket
        ? {
            bucket: s3Bucket,
            region: str('S3_REGION') ?? 'us-east-1',
            endpoint: s3Endpoint,
            accessKeyId: str('S3_ACCESS_KEY_ID'),
            secretAccessKey: str('S3_SECRET_ACCESS_KEY'),
            forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
          }
        : undefined,
    },
    backup: {
      dir: dirOption(str('BACKUP_DIR'), join(dataDir, 'backups')),
      schedule: backupSchedule,
      keep: int('BACKUP_KEEP', 7, 1, 10000),
      pgBinDir: str('PG_BIN_DIR'),
    },
    metrics: {
      token: metricsToken,
      port: metricsPort,
      host: str('METRICS_HOST') ?? '127.0.0.1',
    },
  };
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  }
  if (!sessionSecret) config.sessionSecret = localSessionSecret(dataDir);
  // Unlike the session secret, also generated in production: losing it only lets erased addresses be
  // mailed again, and an install without it must still be able to erase a member.
  if (!dataHashKey) config.dataHashKey = localSecret(dataDir, 'data-hash-key');
  // Like the session secret: outside production a key is generated once into the data folder.
  if (dataKey === undefined) ensureKeyFile(keyFile);
  // Unsubscribe links must outlive a session-secret rotation only when EMAIL_TOKEN_SECRET is set.
  if (!config.mail.tokenSecret) {
    config.mail.tokenSecret = createHash('sha256')
      .update(`unsubscribe-tokens:${config.sessionSecret}`)
      .digest('hex');
  }
  return config;
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

const INTERVAL_UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30m`, `6h`, `1d` (an interval, at least 5 minutes) or a cron pattern such as `0 3 * * *`. */
function parseBackupSchedule(
  raw: string | undefined,
  problems: string[],
): BackupSchedule | undefined {
  if (raw === undefined) return undefined;
  const interval = /^(\d+)\s*([mhd])$/i.exec(raw);
  if (interval) {
    const every = Number(interval[1]) * INTERVAL_UNITS[interval[2].toLowerCase()];
    if (every >= 5 * 60_000) return { every };
  } else if (raw.split(/\s+/).length >= 5) {
    try {
      CronExpressionParser.parse(raw);
      return { pattern: raw };
    } catch {
      // reported below
    }
  }
  problems.push(
    `BACKUP_SCHEDULE must be an interval of at least 5 minutes (30m, 6h, 1d) or a cron pattern such as "0 3 * * *" (got "${raw}")`,
  );
  return undefined;
}

function dirOption(raw: string | undefined, fallback: string): string {
  if (raw === undefined) return fallback;
  return isAbsolute(raw) ? raw : join(REPO_ROOT, raw);
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
