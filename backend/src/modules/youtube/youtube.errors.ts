import { ForbiddenError, UnavailableError } from '../../common/errors/domain-error';

/** The sync ran without an API key or channel id: it is retried, as the configuration may arrive. */
export class YoutubeSyncNotConfiguredError extends UnavailableError {
  constructor() {
    super('YouTube sync is not configured');
  }
}

/**
 * The platform refused the work in a way retrying cannot mend until the quota resets or the key is
 * fixed (quota exceeded, a bad request, a refused key): the next scheduled run tries again.
 */
export class YoutubeRefusedError extends ForbiddenError {}
