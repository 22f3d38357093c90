import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

export const APP_CONFIG = Symbol('APP_CONFIG');

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  /** The address people reach the site at; used in links and to recognise same-origin requests. */
  publicUrl: string;
  /** Set when an external PostgreSQL is configured; otherwise an embedded server is started. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  redisUrl: string | undefined;
  /** Key prefix of the queues: processes sharing a Redis share queues only when their prefixes match. */
  queuePrefix: string;
  sessionSecret: string;
  trustProxy: boolean;
  serveFrontends: boolean;
  frontendDistRoot: string;
  runWorkers: boolean;
  logLevel: LogLevel;
  admin: { username?: string; password?: string; email?: string };
  loginThrottle: {
    maxFailuresPerAccount: number;
    maxFailuresPerAddress: number;
    windowSeconds: number;
  };
  /** YouTube Data API v3 sync; enabled when both the key and the channel are set. */
  youtube: {
    apiKey: string | undefined;
    channelId: string | undefined;
    apiBaseUrl: string;
    syncIntervalMinutes: number;
  };
  /** Seed the demo catalogue, events and scriptures into empty tables at start (never with a YouTube key). */
  seedDemoContent: boolean;
  /** Serve public reads (events, videos, suggestions, scripture) from the in-process response cache. */
  publicReadCache: boolean;
}

/** The repository root: backend/dist/config → ../../.. ; backend/src/config → ../../.. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export class ConfigError extends Error {}

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

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

  const nodeEnvRaw = str('NODE_ENV') ?? 'development';
  const nodeEnv: NodeEnv =
    nodeEnvRaw === 'production' || nodeEnvRaw === 'test' ? nodeEnvRaw : 'development';
  const port = int('PORT', 3000, 1, 65535);
  const dataDirRaw = str('DATA_DIR') ?? '.data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : join(REPO_ROOT, dataDirRaw);
  const logLevelRaw = (str('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevelRaw))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const publicUrl = (url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );

  const sessionSecret = str('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters');
  }
  if (sessionSecret === undefined && nodeEnv === 'production') {
    problems.push('SESSION_SECRET is required when NODE_ENV=production');
  }

  const adminUsername = str('ADMIN_USERNAME');
  const adminPassword = str('ADMIN_PASSWORD');
  if ((adminUsername === undefined) !== (adminPassword === undefined)) {
    problems.push('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword !== undefined && adminPassword.length < 8) {
    problems.push('ADMIN_PASSWORD must be at least 8 characters');
  }

  const youtubeApiKey = str('YOUTUBE_API_KEY');
  const youtubeChannelId = str('YOUTUBE_CHANNEL_ID');
  if ((youtubeApiKey === undefined) !== (youtubeChannelId === undefined)) {
    problems.push('YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID must be set together');
  }
  const youtubeApiBaseUrl = (
    url('YOUTUBE_API_BASE_URL', ['http:', 'https:']) ?? 'https://www.googleapis.com/youtube/v3'
  ).replace(/\/+$/, '');

  const config: AppConfig = {
    nodeEnv,
    host: str('HOST') ?? '0.0.0.0',
    port,
    publicUrl,
    databaseUrl,
    dataDir,
    embeddedPostgresPort: int('EMBEDDED_POSTGRES_PORT', 54329, 1, 65535),
    redisUrl,
    queuePrefix: str('QUEUE_PREFIX') ?? 'ministry',
    sessionSecret: sessionSecret ?? '',
    trustProxy: bool('TRUST_PROXY', false),
    serveFrontends: bool('SERVE_FRONTENDS', true),
    frontendDistRoot: REPO_ROOT,
    runWorkers: bool('RUN_WORKERS', true),
    logLevel: logLevelRaw,
    admin: { username: adminUsername, password: adminPassword, email: str('ADMIN_EMAIL') },
    loginThrottle: {
      maxFailuresPerAccount: int('LOGIN_MAX_FAILURES_PER_ACCOUNT', 5, 1, 1000),
      maxFailuresPerAddress: int('LOGIN_MAX_FAILURES_PER_ADDRESS', 20, 1, 10000),
      windowSeconds: int('LOGIN_THROTTLE_WINDOW_SECONDS', 900, 1, 86400),
    },
    youtube: {
      apiKey: youtubeApiKey,
      channelId: youtubeChannelId,
      apiBaseUrl: youtubeApiBaseUrl,
      syncIntervalMinutes: int('YOUTUBE_SYNC_INTERVAL_MINUTES', 360, 1, 10080),
    },
    // Tests start from empty tables unless they ask for the demo content.
    seedDemoContent: bool('SEED_DEMO_CONTENT', nodeEnv !== 'test') && youtubeApiKey === undefined,
    publicReadCache: bool('PUBLIC_READ_CACHE', true),
  };
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  }
  if (!sessionSecret) config.sessionSecret = localSessionSecret(dataDir);
  return config;
}

/** Outside production a secret is generated once and kept in the data folder, so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
