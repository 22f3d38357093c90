import { S3Client } from '@aws-sdk/client-s3';
import type { Response } from 'express';
import type { AppConfig } from '../../config/app-config';

/** The S3-compatible client of the bucket the configuration names (campaign videos, teachings' audio). */
export function bucketClient(s3: NonNullable<AppConfig['storage']['s3']>): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
}

/**
 * Sends a stored media file from local disk: express' sendFile answers Range requests (206,
 * Content-Range) and conditional GETs. A file's name changes with every upload, so what was served
 * under it never changes: cached for a year, immutable. Resolves `false` when the file is not there
 * (nothing was sent).
 */
export function sendStoredFile(res: Response, path: string, contentType: string): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    res.sendFile(
      path,
      {
        headers: { 'Content-Type': contentType },
        acceptRanges: true,
        // DATA_DIR may well be a dot folder (`.data`).
        dotfiles: 'allow',
        cacheControl: false,
      },
      (error: (Error & { status?: number }) | undefined) => {
        if (!error || res.headersSent) return resolve(true);
        if (error.status === 404) {
          // Nothing was sent: a missing file is not to be cached for a year.
          res.removeHeader('Cache-Control');
          return resolve(false);
        }
        reject(error);
      },
    );
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  });
}
