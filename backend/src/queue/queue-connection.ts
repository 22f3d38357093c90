import type { QueueOptions } from 'bullmq';
import { createPostgresBackend, createRedisBackend, setDefaultBackendFactory } from 'bullmq';

export type QueueBackend = 'redis' | 'postgres';

/**
 * Redis when REDIS_URL is set (the battle-tested backend); otherwise BullMQ's PostgreSQL backend on
 * the application database. The backend is chosen process-wide, before any queue or worker exists.
 */
export function queueConnection(
  redisUrl: string | undefined,
  databaseUrl: string,
): {
  backend: QueueBackend;
  options: QueueOptions;
} {
  if (redisUrl) {
    setDefaultBackendFactory(createRedisBackend);
    return { backend: 'redis', options: { connection: redisOptions(redisUrl) } };
  }
  setDefaultBackendFactory(createPostgresBackend);
  // The cast: @nestjs/bullmq types the connection as Redis options; the PostgreSQL backend reads these.
  const connection = {
    connectionString: databaseUrl,
    migrate: true,
  } as unknown as QueueOptions['connection'];
  return { backend: 'postgres', options: { connection } };
}

function redisOptions(url: string): QueueOptions['connection'] {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}
