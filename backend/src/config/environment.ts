import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { CronExpressionParser } from 'cron-parser';
import { z } from 'zod';
import { KEY_FORMAT_HINT, keyFileOf, parseDataKey, readKeyFile } from '../encryption/data-keys';

/**
 * The environment the app reads, as a schema: each variable's type, bounds and default, and the rules
 * between variables. A problem names its variable (the issue's path) and the parse goes on, so that
 * every problem is reported together; `loadConfig` turns the result into the app's configuration.
 */

export type NodeEnv = 'development' | 'production' | 'test';
/** Who may read the API reference (Swagger UI and its JSON/YAML). */
export type ApiDocsAccess = 'public' | 'staff' | 'off';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type TrustProxy = false | number | string[];
/** When the queue makes a backup by itself: a cron pattern or a fixed interval. */
export type BackupSchedule = { pattern: string } | { every: number };

// A misspelt NODE_ENV (e.g. `prod`) would otherwise run as development and skip the production checks.
const NODE_ENVS: readonly NodeEnv[] = ['development', 'test', 'production'];
const API_DOCS: readonly ApiDocsAccess[] = ['public', 'staff', 'off'];
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

type Problem = (message: string) => void;

export const DEFAULT_MINISTRY_NAME = 'Spirit & Truth Ministry';
/** The sample contact details the site's footer has always shown (spec §2 "Footer"). */
export const DEFAULT_INFO_EMAIL = 'info@example.org';
export const DEFAULT_POSTAL_ADDRESS = '123 Faith Avenue, Springfield, ST 12345';

/** The repository root: backend/dist/config → ../../.. ; backend/src/config → ../../.. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** A folder setting: an absolute path as it is, a relative one from the repository root. */
export function dirOption(raw: string | undefined, fallback: string): string {
  if (raw === undefined) return fallback;
  return isAbsolute(raw) ? raw : join(REPO_ROOT, raw);
}

export const dataDirOf = (env: { DATA_DIR: string | undefined }) =>
  dirOption(env.DATA_DIR, join(REPO_ROOT, '.data'));

/** A variable's value: trimmed, and undefined when unset or blank. */
const text = z
  .string()
  .optional()
  .transform((raw) => raw?.trim() || undefined);

/**
 * A variable read by `read` when set (undefined when not). `read` reports what is wrong with a value
 * through `problem` (the message follows the variable's name) and still returns a value, so the rest of
 * the environment is checked too.
 */
function variable<T>(read: (value: string, problem: Problem) => T) {
  return text.transform((value, ctx) =>
    value === undefined
      ? undefined
      : read(value, (message) => ctx.addIssue({ code: 'custom', message, continue: true })),
  );
}

const TRUE = /^(1|true|yes|on)$/i;
const FALSE = /^(0|false|no|off)$/i;

/** true, false, or undefined for anything else. */
export function parseBoolean(value: string): boolean | undefined {
  return TRUE.test(value) ? true : FALSE.test(value) ? false : undefined;
}

const boolean = (fallback: boolean) =>
  variable((value, problem) => {
    const parsed = parseBoolean(value);
    if (parsed === undefined) problem(`must be true or false (got "${value}")`);
    return parsed ?? fallback;
  }).transform((value) => value ?? fallback);

/** An optional boolean whose default depends on other variables (undefined when unset). */
const optionalBoolean = variable((value, problem) => {
  const parsed = parseBoolean(value);
  if (parsed === undefined) problem(`must be true or false (got "${value}")`);
  return parsed;
});

const integer = (fallback: number, min: number, max: number) =>
  variable((value, problem) => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      problem(`must be an integer from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }).transform((value) => value ?? fallback);

/** An integer with no default: unset stays undefined. */
const optionalInteger = (min: number, max: number) =>
  variable((value, problem) => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      problem(`must be an integer from ${min} to ${max} (got "${value}")`);
      return 0;
    }
    return parsed;
  });

const url = (...protocols: string[]) =>
  variable((value, problem) => {
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol))
        problem(`must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
    } catch {
      problem('is not a valid URL');
    }
    return value;
  });

/** An http(s) base address, kept without a trailing slash. */
const baseUrl = url('http:', 'https:').transform((value) => value?.replace(/\/+$/, ''));

/** An http(s) origin only: the Stripe SDK takes a host, port and protocol, never a path. */
const originUrl = variable((value, problem) => {
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      problem(`must use http: or https: (got "${parsed.protocol}")`);
    else if (parsed.pathname.replace(/\/+$/, '') || parsed.search)
      problem('must be an origin (scheme, host and port) without a path');
  } catch {
    problem('is not a valid URL');
  }
  return value;
}).transform((value) => value?.replace(/\/+$/, ''));

/** A secret or password: when set, at least `min` characters. */
const secret = (min: number) =>
  variable((value, problem) => {
    if (value.length < min) problem(`must be at least ${min} characters`);
    return value;
  });

/** One of a fixed set of words; anything else is a problem rather than a silent fallback. */
const oneOf = <T extends string>(allowed: readonly T[], fallback: T) =>
  variable((value, problem): T => {
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problem(`must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }).transform((value) => value ?? fallback);

/** A mailbox: an address, optionally with a name; `value` as given, `address` the bare address. */
const mailbox = (fallback: string) =>
  text.transform((given, ctx) => {
    const value = given ?? fallback;
    const address = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value)?.[1] ?? value;
    if (/[\r\n]/.test(value) || !/^[^\s@]+@[^\s@]+$/.test(address)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an address, optionally with a name: Name <user@host>',
        continue: true,
      });
    }
    return { value, address, configured: given !== undefined };
  });

/** A comma-separated list, its entries trimmed, empty ones left out. */
const list = <T>(read: (entries: string[], problem: Problem) => T[]) =>
  variable((value, problem) =>
    read(
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
      problem,
    ),
  ).transform((value) => value ?? []);

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
export function readTrustProxy(value: string | undefined, problem: Problem): TrustProxy {
  if (value === undefined || FALSE.test(value)) return false;
  if (/^(true|yes|on)$/i.test(value)) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 16) return hops;
  } else {
    const entries = value
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
  problem(
    `must be false, a number of proxies (1 to 16; true is 1), or the proxies' addresses and subnets separated by commas (got "${value}")`,
  );
  return false;
}

const INTERVAL_UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30m`, `6h`, `1d` (an interval, at least 5 minutes) or a cron pattern such as `0 3 * * *`. */
function readBackupSchedule(value: string, problem: Problem): BackupSchedule | undefined {
  const interval = /^(\d+)\s*([mhd])$/i.exec(value);
  if (interval) {
    const every = Number(interval[1]) * INTERVAL_UNITS[interval[2].toLowerCase()];
    if (every >= 5 * 60_000) return { every };
  } else if (value.split(/\s+/).length >= 5) {
    try {
      CronExpressionParser.parse(value);
      return { pattern: value };
    } catch {
      // reported below
    }
  }
  problem(
    `must be an interval of at least 5 minutes (30m, 6h, 1d) or a cron pattern such as "0 3 * * *" (got "${value}")`,
  );
  return undefined;
}

/** Every variable the app reads. The order is the order problems are listed in. */
export const ENVIRONMENT = z
  .object({
    NODE_ENV: oneOf(NODE_ENVS, 'development'),
    // true (everything), false (nothing) or pages (the app's pages only).
    SERVE_FRONTENDS: variable((value, problem): 'true' | 'false' | 'pages' => {
      const parsed = parseBoolean(value);
      if (parsed !== undefined) return parsed ? 'true' : 'false';
      if (/^pages$/i.test(value)) return 'pages';
      problem(`must be true, false or pages (got "${value}")`);
      return 'true';
    }).transform((value) => value ?? 'true'),
    PORT: integer(3000, 1, 65535),
    DATA_DIR: text,
    LOG_LEVEL: variable((value, problem) => {
      if (!(LOG_LEVELS as readonly string[]).includes(value))
        problem(`must be one of ${LOG_LEVELS.join(', ')}`);
      return value as LogLevel;
    }),
    DATABASE_URL: url('postgres:', 'postgresql:'),
    DATABASE_DIRECT_URL: url('postgres:', 'postgresql:'),
    REDIS_URL: url('redis:', 'rediss:'),
    PUBLIC_URL: baseUrl,
    ALLOWED_ORIGINS: list((entries, problem) =>
      entries.flatMap((origin) => {
        try {
          const parsed = new URL(origin);
          if (parsed.origin === 'null' || !/^https?:$/.test(parsed.protocol)) throw new Error();
          return [parsed.origin];
        } catch {
          problem(`must list http(s) origins, comma-separated (got "${origin}")`);
          return [];
        }
      }),
    ),
    SESSION_SECRET: secret(32),
    DATA_HASH_KEY: secret(32),
    DATA_ENCRYPTION_KEY: variable((value, problem) => {
      if (!parseDataKey(value)) problem(`must be ${KEY_FORMAT_HINT}`);
      return value;
    }),
    DATA_ENCRYPTION_OLD_KEYS: list((keys, problem) => {
      keys.forEach((key, index) => {
        if (!parseDataKey(key))
          problem(
            `must list keys separated by commas, each ${KEY_FORMAT_HINT} (key ${index + 1} is not)`,
          );
      });
      return keys;
    }),
    ADMIN_USERNAME: text,
    ADMIN_PASSWORD: secret(8),
    ADMIN_EMAIL: text,
    YOUTUBE_API_KEY: text,
    YOUTUBE_CHANNEL_ID: text,
    SMTP_URL: url('smtp:', 'smtps:'),
    MAIL_FROM: mailbox(`${DEFAULT_MINISTRY_NAME} <no-reply@localhost>`),
    // The info address the site's footer shows, so mail and site agree.
    MAIL_REPLY_TO: mailbox(DEFAULT_INFO_EMAIL),
    EMAIL_TOKEN_SECRET: secret(32),
    BACKUP_SCHEDULE: variable(readBackupSchedule),
    METRICS_TOKEN: secret(16),
    METRICS_PORT: optionalInteger(1, 65535),
    S3_BUCKET: text,
    S3_ENDPOINT: url('http:', 'https:'),
    TZ: text,
    HOST: text,
    PUBLIC_WRITE_LIMIT: integer(60, 1, 1_000_000),
    PUBLIC_WRITE_WINDOW_SECONDS: integer(600, 1, 86400),
    EMBEDDED_POSTGRES_PORT: integer(54329, 1, 65535),
    QUEUE_PREFIX: text,
    TRUST_PROXY: text.transform((value, ctx) =>
      readTrustProxy(value, (message) => ctx.addIssue({ code: 'custom', message, continue: true })),
    ),
    API_DOCS: oneOf(API_DOCS, 'public'),
    // Node's default request timeout.
    REQUEST_TIMEOUT_SECONDS: integer(300, 1, 3600),
    REMOTE_PUBLIC_URL: url('http:', 'https:'),
    REMOTE_COMMUNITY_URL: url('http:', 'https:'),
    REMOTE_ADMIN_URL: url('http:', 'https:'),
    RUN_WORKERS: boolean(true),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: integer(5, 1, 1000),
    LOGIN_MAX_FAILURES_PER_ADDRESS: integer(20, 1, 10000),
    LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL: integer(30, 1, 100000),
    LOGIN_THROTTLE_WINDOW_SECONDS: integer(900, 1, 86400),
    // 6-digit codes: a handful of guesses per address (twice this many codes) and window; per client
    // loose enough for a congregation signing in behind one shared address (a login and a check each).
    SIGN_IN_LIMIT_PER_EMAIL: integer(5, 1, 10000),
    SIGN_IN_LIMIT_PER_CLIENT: integer(200, 1, 1_000_000),
    SIGN_IN_WINDOW_SECONDS: integer(900, 1, 86400),
    YOUTUBE_API_BASE_URL: baseUrl.transform(
      (value) => value ?? 'https://www.googleapis.com/youtube/v3',
    ),
    YOUTUBE_SYNC_INTERVAL_MINUTES: integer(360, 1, 10080),
    STRIPE_API_BASE_URL: originUrl,
    SEED_DEMO_CONTENT: optionalBoolean,
    PUBLIC_READ_CACHE: boolean(true),
    SEARCH_WINDOW_VIDEOS: integer(4096, 0, 100000),
    MAIL_OUTBOX_DIR: text,
    MINISTRY_POSTAL_ADDRESS: text,
    MAIL_UNSUBSCRIBE_MAILTO: text,
    EMAIL_RATE_PER_SECOND: integer(50, 0, 100000),
    EMAIL_CONCURRENCY: integer(20, 1, 500),
    EMAIL_RETRY_DELAY_MS: integer(30000, 100, 3600000),
    S3_REGION: text,
    S3_ACCESS_KEY_ID: text,
    S3_SECRET_ACCESS_KEY: text,
    // Read only with S3_BUCKET (below).
    S3_FORCE_PATH_STYLE: text,
    BACKUP_DIR: text,
    BACKUP_KEEP: integer(7, 1, 10000),
    PG_BIN_DIR: text,
    METRICS_HOST: text,
  })
  .superRefine((env, ctx) => {
    const problem = (variable: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [variable], message });
    /** Two settings that only make sense together: both set or neither. */
    const together = (a: keyof typeof env, b: keyof typeof env) => {
      if ((env[a] === undefined) !== (env[b] === undefined))
        problem(a, `and ${b} must be set together`);
    };
    if (env.DATABASE_DIRECT_URL !== undefined && env.DATABASE_URL === undefined)
      problem('DATABASE_DIRECT_URL', 'needs DATABASE_URL (the embedded server has no pooler)');
    if (env.SESSION_SECRET === undefined && env.NODE_ENV === 'production')
      problem('SESSION_SECRET', 'is required when NODE_ENV=production');
    if (env.DATA_ENCRYPTION_KEY === undefined && env.DATA_ENCRYPTION_OLD_KEYS.length)
      problem('DATA_ENCRYPTION_OLD_KEYS', 'needs DATA_ENCRYPTION_KEY (the key that encrypts)');
    // Without DATA_ENCRYPTION_KEY (production included) the key is generated once into DATA_DIR, like
    // the session secret; several containers that do not share DATA_DIR must be given it
    // (docker-compose.yml does). A key file there must be readable either way.
    try {
      readKeyFile(keyFileOf(dataDirOf(env)));
    } catch (error) {
      // Its own sentence, listed with the encryption keys' problems.
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: (error as Error).message,
        params: { listedWith: 'DATA_ENCRYPTION_OLD_KEYS' },
      });
    }
    together('ADMIN_USERNAME', 'ADMIN_PASSWORD');
    together('YOUTUBE_API_KEY', 'YOUTUBE_CHANNEL_ID');
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
      problem('METRICS_PORT', 'must differ from PORT');
    if (
      env.S3_BUCKET !== undefined &&
      env.S3_FORCE_PATH_STYLE !== undefined &&
      parseBoolean(env.S3_FORCE_PATH_STYLE) === undefined
    )
      problem('S3_FORCE_PATH_STYLE', `must be true or false (got "${env.S3_FORCE_PATH_STYLE}")`);
  });

export type Environment = z.infer<typeof ENVIRONMENT>;

const VARIABLES = Object.keys(ENVIRONMENT.shape);

/**
 * Each problem of a failed parse as a sentence that starts with its variable's name, in the order of
 * the variables (a rule between variables under the one it names).
 */
export function environmentProblems(error: z.ZodError): string[] {
  const variableOf = (issue: z.core.$ZodIssue) =>
    String(
      issue.path[0] ??
        (issue.code === 'custom' ? (issue.params as { listedWith?: string })?.listedWith : ''),
    );
  return error.issues
    .map((issue, index) => ({ issue, index, at: VARIABLES.indexOf(variableOf(issue)) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ issue }) =>
      issue.path.length ? `${issue.path.join('.')} ${issue.message}` : issue.message,
    );
}
