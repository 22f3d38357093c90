import type { Request, Response } from 'express';

export interface VideoUpload {
  /** Where the browser sends the file with one PUT (signed, expires within 15 minutes). */
  uploadURL: string;
  /** The stable address of the video once uploaded (for `videoMessageUrl`). */
  videoUrl: string;
  expiresAt: Date;
}

/** Thrown for a refused upload; the controller answers with its status and message. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Where campaign videos live: local disk behind HMAC-signed addresses by default, or an S3-compatible
 * bucket with presigned PUTs. Used as an injection token.
 */
export abstract class VideoStorage {
  abstract createUpload(): Promise<VideoUpload>;
  /** Accepts the PUT to a signed address (local storage only). */
  abstract receive(id: string, query: Record<string, unknown>, req: Request): Promise<void>;
  /** Serves a stored video with range support (or redirects to the bucket). */
  abstract serve(id: string, req: Request, res: Response): Promise<void>;
  /** True when `videoUrl` points at a complete, valid stored video. */
  abstract verify(videoUrl: string): Promise<boolean>;
  /**
   * Deletes what was stored before `olderThan` and is no longer wanted: videos whose `videoUrl` is not
   * in `inUse`, and unfinished uploads.
   */
  abstract collectUnused(inUse: Set<string>, olderThan: Date): Promise<CollectedUploads>;
}

export interface CollectedUploads {
  videos: number;
  partials: number;
}
