import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

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
