import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { LoginThrottleService } from '../common/rate-limit/login-throttle.service';
import { VideoStorage } from '../modules/storage/video-storage';

/**
 * An uploaded video no campaign uses is kept this long: the admin uploads it while composing a
 * campaign, and saves the campaign afterwards.
 */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 3600 * 1000;

export interface MaintenanceResult {
  unusedVideos: number;
  unfinishedUploads: number;
  loginThrottles: number;
  rateLimits: number;
}

/** Housekeeping that nothing else does: run by the scheduled maintenance job (SystemProcessor). */
@Injectable()
export class MaintenanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideoStorage,
    private readonly throttles: LoginThrottleService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async run(now = new Date()): Promise<MaintenanceResult> {
    const rows: { url: string }[] = await this.dataSource.query(
      `SELECT DISTINCT video_message_url AS url FROM email_campaigns WHERE video_message_url IS NOT NULL`,
    );
    const collected = await this.videos.collectUnused(
      new Set(rows.map((r) => r.url)),
      new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS),
    );
    return {
      unusedVideos: collected.videos,
      unfinishedUploads: collected.partials,
      loginThrottles: await this.throttles.prune(),
      rateLimits: await this.rateLimits.pruneExpired(),
    };
  }
}
