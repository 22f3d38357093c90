import 'reflect-metadata';
import { startHttpServer } from './bootstrap';

/** HTTP entry point; with RUN_WORKERS (default) it also runs the queue consumers in this process. */
startHttpServer()
  .then(({ app, database }) => {
    const stop = async () => {
      await app.close();
      await database.stop();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop());
    process.once('SIGTERM', () => void stop());
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
