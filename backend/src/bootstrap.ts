import { INestApplication, Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AppModule, AppRuntime } from './app.module';
import { SESSION_COOKIE } from './common/access/access.decorators';
import { PrincipalLookups } from './common/access/principals';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { MessageCatalogues } from './common/i18n/catalogues';
import { SiteLanguages } from './common/i18n/site-languages';
import { createValidationPipe } from './common/filters/validation.pipe';
import { serveFrontends } from './common/http/frontends';
import { PageData } from './common/http/page-data';
import { PageSettings } from './common/http/page-settings';
import { constantHeadersOf, PublicReadRegistry } from './common/http/public-reads';
import { registerBodyParsers, RequestBodyRules } from './common/http/request-body';
import { requestTimeouts } from './common/http/request-timeout';
import { sameOriginOnly, TokenAuthorisedPaths } from './common/http/same-origin.middleware';
import { SessionStoreService } from './common/http/session-store.service';
import { AppConfig, loadConfig, poolerWarning } from './config/app-config';
import { MetricsService } from './metrics/metrics.service';
import { runMigrations } from './database/migrate';
import { ResolvedDatabase, resolveDatabase } from './database/resolve-database';
import { encryptStoredPlaintext, setUpDataEncryption } from './encryption/data-encryption';
import { setupSwagger } from './openapi/swagger';
import { requireClientAddress } from './common/http/client-address';

const SESSION_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/**
 * Resolves the database (embedded or configured), brings its schema up to date, and sets up the
 * encryption of data at rest (encrypting values an earlier version stored in plaintext).
 */
export async function prepareDatabase(config: AppConfig): Promise<ResolvedDatabase> {
  const warning = poolerWarning(config);
  if (warning) new NestLogger('Database').warn(warning);
  const database = await resolveDatabase(config);
  // The migration lock is a session-level advisory lock: past a pooler, the direct connection.
  const ran = await runMigrations(database.directUrl);
  if (ran.length) new NestLogger('Migrations').log(`Ran ${ran.join(', ')}`);
  const cipher = setUpDataEncryption(config);
  const { encrypted, unknownKeyIds } = await encryptStoredPlaintext(database.directUrl, cipher);
  const logger = new NestLogger('DataEncryption');
  if (encrypted) logger.log(`Encrypted ${encrypted} rows stored before encryption at rest`);
  if (unknownKeyIds.length) {
    logger.error(
      `The database holds values encrypted with data keys ${unknownKeyIds.join(', ')}, which are not configured: they cannot be read until DATA_ENCRYPTION_OLD_KEYS (or the key file in DATA_DIR) holds them`,
    );
  }
  return database;
}

/** Everything the HTTP app needs besides routes; tests boot through this same function. */
export async function createHttpApp(
  runtime: AppRuntime,
  options: { workers: boolean },
): Promise<NestExpressApplication> {
  const { config } = runtime;
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(runtime, { http: true, workers: options.workers }),
    // Body parsers are ours (JSON only, sized per route, depth-checked): see registerBodyParsers.
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Pages whose remotes another server publishes (SERVE_FRONTENDS=pages) load code, styles, images
  // and fonts from those origins too.
  const remoteOrigins = config.pagesOnly
    ? [...new Set(Object.values(config.remoteUrls).map((url) => new URL(url).origin))]
    : [];
  const security = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        // Every image is this site's (video thumbnails are copied here by the sync): a visitor's
        // address reaches no third party until they play a video (docs/architecture.md, "Video
        // thumbnails").
        imgSrc: ["'self'", 'data:', ...remoteOrigins],
        fontSrc: ["'self'", 'https:', 'data:', ...remoteOrigins],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        connectSrc: ["'self'", ...remoteOrigins],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Stored public reads are answered first, with the same security headers, computed once; they time
  // themselves for the metrics, and have no body to wait for.
  const publicReads = app.get(PublicReadRegistry);
  const metrics = app.get(MetricsService);
  app.use(publicReads.answerStored(constantHeadersOf(security), metrics.observeStoredAnswer));
  // Every other request has an IP address for its client (TRUST_PROXY decides which hop's): a limit
  // keyed by address, the sessions list and the audit trail never get a made-up one.
  app.use(requireClientAddress());
  // Then the receiving limit, before every middleware that reads the body.
  const bodies = app.get(RequestBodyRules);
  app.use(
    requestTimeouts(app.getHttpServer() as Server, config.requestTimeoutSeconds * 1000, bodies),
  );
  // Then latency, covering everything else the app does; /metrics answers only with its token.
  app.use(metrics.requestTimer());
  app.use(metrics.endpoint());
  app.use(security);
  app.use(compression());
  registerBodyParsers(app.getHttpAdapter().getInstance(), bodies);

  const httpsSite = config.publicUrl.startsWith('https:');
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: app.get(SessionStoreService).store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // An https PUBLIC_URL means the browser talks HTTPS (a proxy may end TLS): the cookie is always
    // Secure then, and the proxy's X-Forwarded-Proto is what tells express-session it may send it.
    proxy: httpsSite ? true : undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Otherwise Secure whenever the request came over HTTPS (directly, or via a trusted proxy).
      secure: httpsSite ? true : 'auto',
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) =>
    // Public reads (events, videos, scripture, …) are the same for everyone: no session is looked up.
    publicReads.isPublicRead(req) ? next() : sessionMiddleware(req, res, next),
  );
  app.use(sameOriginOnly(config.allowedOrigins, app.get(TokenAuthorisedPaths)));

  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(SiteLanguages), MessageCatalogues.load()));
  setupSwagger(app, config.apiDocs, async (req) => {
    const userId = req.session?.userId;
    return (
      userId !== undefined && (await app.get(PrincipalLookups).findStaff(userId))?.isAdmin === true
    );
  });
  if (config.serveFrontends) {
    const { served } = serveFrontends(app.getHttpAdapter().getInstance(), config.frontendDistRoot, {
      // Source maps would hand out the frontends' source code: not in production.
      sourceMaps: config.nodeEnv !== 'production',
      pageSettings: app.get(PageSettings),
      pageData: app.get(PageData),
      publicUrl: config.publicUrl,
      remoteUrls: config.pagesOnly ? config.remoteUrls : undefined,
    });
    app.get(Logger).log(`Serving frontends at ${served.join(', ') || '(none built)'}`);
  }
  return app;
}

/** The production start: configuration, database, migrations, then HTTP (and workers when asked). */
export async function startHttpServer(): Promise<{
  app: INestApplication;
  database: ResolvedDatabase;
}> {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const runtime: AppRuntime = {
    config,
    databaseUrl: database.url,
    databaseDirectUrl: database.directUrl,
    embeddedDatabase: database.embedded,
  };
  const app = await createHttpApp(runtime, { workers: config.runWorkers });
  await app.listen(config.port, config.host);
  await app.get(MetricsService).listen();
  app.get(Logger).log(`Ministry platform listening on ${config.publicUrl} (port ${config.port})`);
  return { app, database };
}
