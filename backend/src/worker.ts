import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { prepareDatabase } from './bootstrap';
import { loadConfig } from './config/app-config';
import { MetricsService } from './metrics/metrics.service';

/** Queue worker entry point: the same modules as the API, no controllers, no HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot(
      {
        config,
        databaseUrl: database.url,
        databaseDirectUrl: database.directUrl,
        embeddedDatabase: database.embedded,
      },
      { http: false, workers: true },
    ),
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  // A worker has no HTTP port: METRICS_PORT is how its queue and mail metrics are scraped.
  await app.get(MetricsService).listen();
  app.get(Logger).log('Queue worker started');
  const stop = async () => {
    await app.close();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
