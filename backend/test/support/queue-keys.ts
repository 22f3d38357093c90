import { Redis } from 'ioredis';

/**
 * Deletes every Redis key under a queue prefix, so a test that ran its own processes leaves no jobs
 * or job schedulers behind. On the PostgreSQL backend the jobs live in the test's database, which is
 * dropped anyway.
 */
export async function deleteQueueKeys(redisUrl: string | undefined, prefix: string): Promise<void> {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
