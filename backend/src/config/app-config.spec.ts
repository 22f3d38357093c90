import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, poolerWarning } from './app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'ministry-config-'));

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      serveFrontends: true,
      runWorkers: true,
    });
    // A generated secret, kept so that sessions survive a restart.
    expect(config.sessionSecret).toHaveLength(64);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('gives the settings their defaults: MAIL_FROM (and whether it was set), TZ as an IANA zone', () => {
    const plain = loadConfig({ DATA_DIR: dataDir() });
    expect(plain).toMatchObject({ ministryName: 'Spirit & Truth Ministry', timeZone: 'UTC' });
    expect(plain.mail).toMatchObject({ fromAddress: 'no-reply@localhost', fromConfigured: false });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      MAIL_FROM: 'Grace Fellowship <news@grace.example>',
      TZ: 'America/Chicago',
    });
    expect(set).toMatchObject({ ministryName: 'Grace Fellowship', timeZone: 'America/Chicago' });
    expect(set.mail).toMatchObject({ fromAddress: 'news@grace.example', fromConfigured: true });
    // A path (as some containers set it) or a zone no runtime knows: UTC.
    expect(loadConfig({ DATA_DIR: dataDir(), TZ: ':/etc/localtime' }).timeZone).toBe('UTC');
    expect(loadConfig({ DATA_DIR: dataDir(), TZ: 'Mars/Olympus' }).timeZone).toBe('UTC');
  });

  it('reports every problem at once', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'not a url',
        SERVE_FRONTENDS: 'maybe',
        DATA_DIR: dataDir(),
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT must be an integer/);
    expect(message).toMatch(/DATABASE_URL must use postgres:/);
    expect(message).toMatch(/REDIS_URL is not a valid URL/);
    expect(message).toMatch(/SERVE_FRONTENDS must be true or false/);
  });

  it('demands a real session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /SESSION_SECRET is required/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short', DATA_DIR: dataDir() }),
    ).toThrow(/at least 32 characters/);
  });

  it('refuses a NODE_ENV other than development, test or production', () => {
    // `prod` used to run as development, skipping the production secret check.
    expect(() => loadConfig({ NODE_ENV: 'prod', DATA_DIR: dataDir() })).toThrow(
      /NODE_ENV must be one of development, test, production \(got "prod"\)/,
    );
    expect(() => loadConfig({ NODE_ENV: 'Production', DATA_DIR: dataDir() })).toThrow(
      /NODE_ENV must be one of/,
    );
    for (const nodeEnv of ['development', 'test'] as const) {
      expect(loadConfig({ NODE_ENV: nodeEnv, DATA_DIR: dataDir() }).nodeEnv).toBe(nodeEnv);
    }
    expect(loadConfig({ DATA_DIR: dataDir() }).nodeEnv).toBe('development');
  });

  it('takes DATABASE_DIRECT_URL only as a postgres URL beside DATABASE_URL', () => {
    const direct = 'postgres://app@db.internal:5432/ministry';
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@pooler:6432/ministry',
        DATABASE_DIRECT_URL: direct,
        DATA_DIR: dataDir(),
      }).databaseDirectUrl,
    ).toBe(direct);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: direct, DATA_DIR: dataDir() })).toThrow(
      /DATABASE_DIRECT_URL needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://app@pooler:6432/ministry',
        DATABASE_DIRECT_URL: 'mysql://db/ministry',
        DATA_DIR: dataDir(),
      }),
    ).toThrow(/DATABASE_DIRECT_URL must use postgres:/);
  });

  it('warns when DATABASE_URL looks like a pooler and no direct URL is set', () => {
    const warning = (env: Record<string, string>) =>
      poolerWarning(loadConfig({ ...env, DATA_DIR: dataDir() }));
    expect(warning({ DATABASE_URL: 'postgres://app@pooler:6432/ministry' })).toMatch(
      /looks like a connection pooler .*set DATABASE_DIRECT_URL/,
    );
    expect(
      warning({ DATABASE_URL: 'postgres://app@pooler.example:5432/ministry?pgbouncer=true' }),
    ).toMatch(/DATABASE_DIRECT_URL/);
    expect(
      warning({
        DATABASE_URL: 'postgres://app@pooler:6432/ministry',
        DATABASE_DIRECT_URL: 'postgres://app@db:5432/ministry',
      }),
    ).toBeUndefined();
    expect(warning({ DATABASE_URL: 'postgres://app@db:5432/ministry' })).toBeUndefined();
    expect(warning({})).toBeUndefined();
  });

  it('wants the admin username and password together, and a password of 8 or more', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'pastor', DATA_DIR: dataDir() })).toThrow(
      /must be set together/,
    );
    expect(() =>
      loadConfig({ ADMIN_USERNAME: 'pastor', ADMIN_PASSWORD: 'short', DATA_DIR: dataDir() }),
    ).toThrow(/at least 8 characters/);
  });

  it('holds the e-mail token secret and the YouTube settings to the same rules', () => {
    expect(() => loadConfig({ EMAIL_TOKEN_SECRET: 'short', DATA_DIR: dataDir() })).toThrow(
      /EMAIL_TOKEN_SECRET must be at least 32 characters/,
    );
    expect(() => loadConfig({ YOUTUBE_API_KEY: 'key', DATA_DIR: dataDir() })).toThrow(
      /YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID must be set together/,
    );
    expect(
      loadConfig({ YOUTUBE_API_BASE_URL: 'http://127.0.0.1:9/yt//', DATA_DIR: dataDir() }).youtube
        .apiBaseUrl,
    ).toBe('http://127.0.0.1:9/yt');
  });

  it('takes MAIL_REPLY_TO like MAIL_FROM, defaulting to the info address of the footer', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() }).mail;
    expect(defaults.replyTo).toBe('info@example.org');
    expect(defaults.postalAddress).toBe('123 Faith Avenue, Springfield, ST 12345');
    expect(
      loadConfig({ MAIL_REPLY_TO: 'Pastoral Care <care@ministry.example>', DATA_DIR: dataDir() })
        .mail.replyTo,
    ).toBe('Pastoral Care <care@ministry.example>');
    expect(() => loadConfig({ MAIL_REPLY_TO: 'nobody', DATA_DIR: dataDir() })).toThrow(
      /MAIL_REPLY_TO must be an address, optionally with a name/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'a@b\nBcc: x@y', DATA_DIR: dataDir() })).toThrow(
      /MAIL_FROM must be an address/,
    );
  });

  it('takes PUBLIC_URL without a trailing slash', () => {
    expect(
      loadConfig({ PUBLIC_URL: 'https://ministry.example/', DATA_DIR: dataDir() }).publicUrl,
    ).toBe('https://ministry.example');
  });

  it('accepts writes from PUBLIC_URL and the listed origins only; loopback aliases only by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://ministry.example/path',
        ALLOWED_ORIGINS: 'https://admin.ministry.example, https://www.ministry.example/',
        DATA_DIR: dataDir(),
      }).allowedOrigins,
    ).toEqual([
      'https://ministry.example',
      'https://admin.ministry.example',
      'https://www.ministry.example',
    ]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'ftp://x, nonsense', DATA_DIR: dataDir() })).toThrow(
      /ALLOWED_ORIGINS must list http\(s\) origins/,
    );
  });
});

describe('backup and metrics settings', () => {
  it('are off by default', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.backup).toEqual({
      dir: join(dir, 'backups'),
      schedule: undefined,
      keep: 7,
      pgBinDir: undefined,
    });
    expect(config.metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
  });

  it('read an interval or a cron pattern as BACKUP_SCHEDULE', () => {
    const env = { DATA_DIR: dataDir() };
    expect(loadConfig({ ...env, BACKUP_SCHEDULE: '6h' }).backup.schedule).toEqual({
      every: 6 * 3600 * 1000,
    });
    expect(loadConfig({ ...env, BACKUP_SCHEDULE: '0 3 * * *' }).backup.schedule).toEqual({
      pattern: '0 3 * * *',
    });
  });

  it('refuse bad values with a clear message', () => {
    const env = { DATA_DIR: dataDir() };
    for (const bad of ['often', '1m', '61 3 * * *'])
      expect(() => loadConfig({ ...env, BACKUP_SCHEDULE: bad })).toThrow(
        /BACKUP_SCHEDULE must be an interval of at least 5 minutes/,
      );
    expect(() => loadConfig({ ...env, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be/);
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16/,
    );
    expect(() => loadConfig({ ...env, METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
  });
});
