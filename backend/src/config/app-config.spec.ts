import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, parseTrustProxy, poolerWarning, REPO_ROOT } from './app-config';

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
    // The key of erased addresses' hashes, made the same way, and a different secret.
    expect(config.dataHashKey).toHaveLength(64);
    expect(config.dataHashKey).not.toBe(config.sessionSecret);
    expect(readFileSync(join(dir, 'data-hash-key'), 'utf8')).toBe(config.dataHashKey);
    expect(loadConfig({ DATA_DIR: dir }).dataHashKey).toBe(config.dataHashKey);
  });

  it('takes DATA_HASH_KEY from the environment, at least 32 characters, also in production', () => {
    const key = 'k'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir(), DATA_HASH_KEY: key }).dataHashKey).toBe(key);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATA_HASH_KEY: 'short' })).toThrow(
      'DATA_HASH_KEY must be at least 32 characters',
    );
    const production = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
    });
    expect(production.dataHashKey).toHaveLength(64);
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
    expect(message).toMatch(/SERVE_FRONTENDS must be true, false or pages/);
  });

  it('serves the pages only with SERVE_FRONTENDS=pages, the remotes where the browser finds them', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      serveFrontends: true,
      pagesOnly: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), SERVE_FRONTENDS: 'false' })).toMatchObject({
      serveFrontends: false,
      pagesOnly: false,
    });
    const pages = loadConfig({
      DATA_DIR: dataDir(),
      SERVE_FRONTENDS: 'pages',
      REMOTE_PUBLIC_URL: 'https://public.example.org/mf-manifest.json',
    });
    expect(pages).toMatchObject({ serveFrontends: true, pagesOnly: true });
    expect(pages.remoteUrls).toEqual({
      public: 'https://public.example.org/mf-manifest.json',
      community: 'http://localhost:8082/mf-manifest.json',
      admin: 'http://localhost:8083/mf-manifest.json',
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), SERVE_FRONTENDS: 'pages', REMOTE_ADMIN_URL: 'ftp://x/y' }),
    ).toThrow(/REMOTE_ADMIN_URL must use http: or https:/);
  });

  it('demands a real session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /SESSION_SECRET is required/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short', DATA_DIR: dataDir() }),
    ).toThrow(/at least 32 characters/);
  });

  it('generates a data encryption key once into DATA_DIR, unless DATA_ENCRYPTION_KEY is set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    const file = join(dir, 'data-encryption-keys');
    expect(config.dataEncryption).toEqual({ envKeys: [], keyFile: file });
    const keys = readFileSync(file, 'utf8');
    expect(keys).toMatch(/^[A-Za-z0-9+/]{43}=$/m);
    loadConfig({ DATA_DIR: dir });
    expect(readFileSync(file, 'utf8')).toBe(keys);

    const other = dataDir();
    const [key, old] = [randomBytes(32).toString('base64'), randomBytes(32).toString('hex')];
    expect(
      loadConfig({
        DATA_DIR: other,
        DATA_ENCRYPTION_KEY: key,
        DATA_ENCRYPTION_OLD_KEYS: ` ${old} ,`,
      }).dataEncryption.envKeys,
    ).toEqual([key, old]);
    expect(existsSync(join(other, 'data-encryption-keys'))).toBe(false);
  });

  it('refuses a data encryption key that is not 32 bytes, saying what one looks like', () => {
    const refused = (env: Record<string, string>) => () =>
      loadConfig({ DATA_DIR: dataDir(), ...env });
    const hint =
      /32 bytes as 64 hex digits or base64, e\.g\. the output of `openssl rand -base64 32`/;
    expect(refused({ DATA_ENCRYPTION_KEY: 'correct horse battery staple' })).toThrow(hint);
    expect(refused({ DATA_ENCRYPTION_KEY: randomBytes(16).toString('hex') })).toThrow(
      /DATA_ENCRYPTION_KEY must be 32 bytes/,
    );
    expect(
      refused({
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        DATA_ENCRYPTION_OLD_KEYS: `${randomBytes(32).toString('hex')},nope`,
      }),
    ).toThrow(/DATA_ENCRYPTION_OLD_KEYS .*\(key 2 is not\)/);
    expect(refused({ DATA_ENCRYPTION_OLD_KEYS: randomBytes(32).toString('hex') })).toThrow(
      /DATA_ENCRYPTION_OLD_KEYS needs DATA_ENCRYPTION_KEY/,
    );
    const dir = dataDir();
    writeFileSync(join(dir, 'data-encryption-keys'), 'garbage\n');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/data-encryption-keys, line 1/);
  });

  it('generates the data key into DATA_DIR in production too, unless DATA_ENCRYPTION_KEY is set', () => {
    const dir = dataDir();
    const env = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: dir };
    expect(loadConfig(env).nodeEnv).toBe('production');
    expect(existsSync(join(dir, 'data-encryption-keys'))).toBe(true);
    const other = dataDir();
    loadConfig({
      ...env,
      DATA_DIR: other,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    expect(existsSync(join(other, 'data-encryption-keys'))).toBe(false);
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

  it("takes STRIPE_API_BASE_URL as an origin (unset: Stripe's own), refusing a path", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).stripeApiBaseUrl).toBeUndefined();
    expect(
      loadConfig({ STRIPE_API_BASE_URL: 'http://127.0.0.1:12111/', DATA_DIR: dataDir() })
        .stripeApiBaseUrl,
    ).toBe('http://127.0.0.1:12111');
    expect(() =>
      loadConfig({ STRIPE_API_BASE_URL: 'https://proxy.internal/stripe', DATA_DIR: dataDir() }),
    ).toThrow(/STRIPE_API_BASE_URL must be an origin/);
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

  it('reads TRUST_PROXY as Express does, with true meaning the one nearest proxy, never every hop', () => {
    const read = (raw: string | undefined) => {
      const problems: string[] = [];
      return { value: parseTrustProxy(raw, problems), problems };
    };
    expect(read(undefined)).toEqual({ value: false, problems: [] });
    expect(read('false').value).toBe(false);
    expect(read('0').value).toBe(false);
    expect(read('true').value).toBe(1);
    expect(read('2').value).toBe(2);
    expect(
      read('10.0.0.1, 10.1.0.0/16, loopback, fd00::/8, 192.168.0.0/255.255.0.0').value,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback', 'fd00::/8', '192.168.0.0/255.255.0.0']);
    for (const bad of ['proxy.example.org', '10.0.0.0/33', '17', '10.0.0.1,,x', 'yes please']) {
      const { value, problems } = read(bad);
      expect(value).toBe(false);
      expect(problems[0]).toMatch(/^TRUST_PROXY must be false, a number of proxies/);
    }
  });
});

describe('member sign-in limits', () => {
  // A 6-digit code: a handful of guesses per address and window; per client loose enough for a
  // congregation behind one shared address (each sign-in is a login and a verification).
  it('defaults to 5 e-mails and 10 codes per address, 200 per client, per 15 minutes', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).signInLimit).toEqual({
      perEmail: 5,
      perClient: 200,
      windowSeconds: 900,
    });
  });

  it('is documented with the same defaults', () => {
    const doc = (name: string) => readFileSync(join(REPO_ROOT, name), 'utf8');
    expect(doc('README.md')).toMatch(/\| `SIGN_IN_LIMIT_PER_EMAIL` +\| `5` /);
    expect(doc('README.md')).toMatch(/\| `SIGN_IN_LIMIT_PER_CLIENT` +\| `200` /);
    expect(doc('docs/deployment.md')).toContain('unset (5 / 200 / 900)');
    expect(doc('docs/spec-departures.md')).toContain(
      '(`SIGN_IN_LIMIT_PER_EMAIL`, default 5 e-mails, 10 codes) and per client ' +
        '(`SIGN_IN_LIMIT_PER_CLIENT`, default 200)',
    );
  });
});
