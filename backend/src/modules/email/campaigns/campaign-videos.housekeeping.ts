import { Injectable } from '@nestjs/common';
import { MaintenanceCounts, MaintenanceTasks } from '../../../maintenance/maintenance-tasks';
import { VideoStorage } from '../../storage/video-storage';
import { CampaignRepository } from './campaign.repository';

/**
 * An uploaded video no campaign uses is kept this long: the admin uploads it while composing a
 * campaign, and saves the campaign afterwards.
 */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 3600 * 1000;

/**
 * Campaigns are what uses uploaded videos, so this module tells the storage which ones to keep: on
 * each maintenance run, videos no campaign uses (after the grace period) and unfinished uploads go.
 */
@Injectable()
export class CampaignVideosHousekeeping {
  constructor(
    tasks: MaintenanceTasks,
    private readonly campaigns: CampaignRepository,
    private readonly videos: VideoStorage,
  ) {
    tasks.add((now) => this.collectUnused(now));
  }

  async collectUnused(now: Date): Promise<MaintenanceCounts> {
    const collected = await this.videos.collectUnused(
      await this.campaigns.videoUrlsInUse(),
      new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS),
    );
    return { unusedVideos: collected.videos, unfinishedUploads: collected.partials };
  }
}
