import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import {
  isVideoContentType,
  isVideoId,
  MAGIC_BYTES_NEEDED,
  MAX_VIDEO_BYTES,
  sniffVideo,
  UPLOAD_URL_TTL_SECONDS,
  videoIdOf,
  videoPath,
} from './video-format';
import { bucketClient } from './stored-media';
import { CollectedUploads, UploadRefused, VideoStorage, VideoUpload } from './video-storage';

/** How long the address a video request is redirected to stays valid. */
const DOWNLOAD_URL_TTL_SECONDS = 3600;

/**
 * S3-compatible storage (S3_BUCKET set): the browser PUTs straight to the bucket through a presigned
 * address. A presigned PUT cannot limit size or check content, so the object is checked before a
 * campaign may use it (size, type and magic bytes) and deleted when it fails. Videos stay at the same
 * stable address on this site, which redirects to a short-lived presigned GET (ranges are served by S3).
 */
@Injectable()
export class S3VideoStorage extends VideoStorage {
  private readonly logger = new Logger('VideoStorage');
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    const s3 = config.storage.s3!;
    this.bucket = s3.bucket;
    this.client = bucketClient(s3);
  }

  async createUpload(): Promise<VideoUpload> {
    const id = randomUUID();
    const uploadURL = await getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.bucket, Key: this.key(id) }),
      { expiresIn: UPLOAD_URL_TTL_SECONDS },
    );
    return {
      uploadURL,
      videoUrl: videoPath(id),
      expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000),
    };
  }

  receive(): Promise<void> {
    return Promise.reject(new UploadRefused(404, 'Uploads go to the storage bucket.'));
  }

  async serve(id: string, _req: Request, res: Response): Promise<void> {
    if (!isVideoId(id)) {
      res.status(404).json({ message: 'Video not found' });
      return;
    }
    const url = await getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.bucket, Key: this.key(id) }),
      { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
    );
    res.setHeader('Cache-Control', 'private, max-age=600');
    res.redirect(302, url);
  }

  async verify(videoUrl: string): Promise<boolean> {
    const id = videoIdOf(videoUrl);
    if (id === null) return false;
    const Key = this.key(id);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      let valid =
        (head.ContentLength ?? 0) > 0 &&
        (head.ContentLength ?? 0) <= MAX_VIDEO_BYTES &&
        isVideoContentType(head.ContentType);
      if (valid) {
        const first = await this.client.send(
          new GetObjectCommand({
            Bucket: this.bucket,
            Key,
            Range: `bytes=0-${MAGIC_BYTES_NEEDED - 1}`,
          }),
        );
        valid = sniffVideo(await first.Body!.transformToByteArray()) !== null;
      }
      if (!valid) {
        this.logger.warn(`Deleting invalid upload ${Key}`);
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
      }
      return valid;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
        ?.httpStatusCode;
      if (status === 404) return false;
      throw error;
    }
  }

  /** The bucket's own lifecycle rules expire objects there (docs/deployment.md); nothing to do here. */
  async collectUnused(): Promise<CollectedUploads> {
    return { videos: 0, partials: 0 };
  }

  private key(id: string): string {
    return `videos/${id}`;
  }
}
