/*
 * npm run api:generate: writes the OpenAPI document to libs/api-client/openapi.json (the typed client is
 * generated from it). With --check, exits 1 when the committed document differs from the code.
 * Nest's preview mode builds the route table without connecting to anything.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from '../app.module';
import { loadConfig, REPO_ROOT } from '../config/app-config';
import { apiDocumentSite, buildOpenApiDocument } from './swagger';

export const OPENAPI_FILE = join(REPO_ROOT, 'libs', 'api-client', 'openapi.json');

/** Object keys sorted, so the file only changes when the API does. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export async function renderOpenApiDocument(): Promise<string> {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: 'postgres://preview@127.0.0.1:1/preview',
    SESSION_SECRET: 'x'.repeat(32),
    // Nothing is encrypted here; a fixed key keeps the generator from writing a key file.
    DATA_ENCRYPTION_KEY: '0'.repeat(64),
    SERVE_FRONTENDS: 'false',
  });
  const app = await NestFactory.create(
    AppModule.forRoot(
      { config, databaseUrl: config.databaseUrl!, embeddedDatabase: false },
      { http: true, workers: false },
    ),
    { preview: true, logger: false, abortOnError: false },
  );
  const document = buildOpenApiDocument(app, {
    ...apiDocumentSite(config),
    // The committed document describes no particular instance: calls go to wherever it is served from.
    serverUrls: ['/'],
  });
  return `${JSON.stringify(stable(document), null, 2)}\n`;
}

async function main(): Promise<void> {
  const rendered = await renderOpenApiDocument();
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(OPENAPI_FILE, 'utf8');
    } catch {
      /* missing counts as stale */
    }
    if (committed !== rendered) {
      console.error(
        'libs/api-client/openapi.json is stale: run `npm run api:generate` and commit the result',
      );
      process.exit(1);
    }
    console.log('The OpenAPI document and client are up to date');
    return;
  }
  writeFileSync(OPENAPI_FILE, rendered);
  console.log(`Wrote ${OPENAPI_FILE}`);
}

if (require.main === module) {
  main()
    .then(() => process.exit(process.exitCode ?? 0))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
