import { UnrecoverableError, type Job } from 'bullmq';
import { YOUTUBE_SYNC_JOB } from './youtube.constants';
import { YoutubeSyncNotConfiguredError } from './youtube.errors';
import { YoutubeApiError } from './youtube-api.client';
import { YoutubeSyncProcessor } from './youtube-sync.processor';
import type { YoutubeSyncService } from './youtube-sync.service';

const failingWith = (error: Error) =>
  new YoutubeSyncProcessor({
    sync: async () => {
      throw error;
    },
  } as unknown as YoutubeSyncService);
const run = (processor: YoutubeSyncProcessor) =>
  processor.process({ name: YOUTUBE_SYNC_JOB } as Job);

describe('YoutubeSyncProcessor', () => {
  it.each([
    ['a spent quota', new YoutubeApiError('quota', 403, 'quotaExceeded')],
    ['a refused key', new YoutubeApiError('forbidden', 403, 'keyInvalid')],
    ['a bad request', new YoutubeApiError('bad', 400)],
  ])('fails the job at once for %s: the next scheduled run tries again', async (_, error) => {
    const failure = run(failingWith(error));
    await expect(failure).rejects.toThrow(UnrecoverableError);
    await expect(failure).rejects.toThrow(error.message);
  });

  it.each([
    ['an outage of the platform', new YoutubeApiError('down', 503)],
    ['a lost connection', new Error('fetch failed')],
    ['a sync not yet configured', new YoutubeSyncNotConfiguredError()],
  ])('lets the queue retry %s', async (_, error) => {
    await expect(run(failingWith(error))).rejects.toBe(error);
  });
});
