import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import type { Writable } from 'node:stream';
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
import { sendStoredFile } from './stored-media';
import { CollectedUploads, UploadRefused, VideoStorage, VideoUpload } from './video-storage';

interface StoredMeta {
  contentType: string;
  size: number;
}

/**
 * Counts bytes as they stream to disk and refuses the upload the moment it exceeds its declared
 * length or the limit, or once its first bytes turn out not to be a video. Nothing is held in memory
 * beyond the first few bytes.
 */
class UploadGuard extends Transform {
  bytes = 0;
  private head = Buffer.alloc(0);
  private sniffed = false;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      done(new UploadRefused(413, 'The video is larger than announced or than 100 MB.'));
      return;
    }
    if (!this.sniffed) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, MAGIC_BYTES_NEEDED)]);
      if (this.head.length >= MAGIC_BYTES_NEEDED) {
        this.sniffed = true;
        if (!sniffVideo(this.head)) {
          done(new UploadRefused(415, 'The file is not a video.'));
          return;
        }
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (!this.sniffed && !sniffVideo(this.head)) {
      done(new UploadRefused(415, 'The file is not a video.'));
      return;
    }
    done();
  }
}

/** The embedded default: videos under DATA_DIR/uploads/videos, uploaded through HMAC-signed PUTs. */
@Injectable()
export class LocalVideoStorage extends VideoStorage {
  private readonly logger = new Logger('VideoStorage');
  private readonly key: Buffer;
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.key = createHash('sha256').update(`video-upload-urls:${config.sessionSecret}`).digest();
    this.dir = join(config.storage.uploadsDir, 'videos');
  }

  async createUpload(): Promise<VideoUpload> {
    const id = randomUUID();
    const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
    const signature = this.sign(id, expires);
    return {
      uploadURL: `${videoPath(id)}?expires=${expires}&signature=${signature}`,
      videoUrl: videoPath(id),
      expiresAt: new Date(expires * 1000),
    };
  }

  async receive(id: string, query: Record<string, unknown>, req: Request): Promise<void> {
    const expires = Number(query.expires);
    const signature = typeof query.signature === 'string' ? query.signature : '';
    if (
      !isVideoId(id) ||
      !Number.isInteger(expires) ||
      !this.validSignature(id, expires, signature)
    ) {
      throw new UploadRefused(403, 'This upload address is not valid.');
    }
    if (expires < Date.now() / 1000)
      throw new UploadRefused(403, 'This upload address has expired.');
    if (!isVideoContentType(req.headers['content-type'])) {
      throw new UploadRefused(415, 'Only video files can be uploaded.');
    }
    const lengthHeader = req.headers['content-length'];
    if (lengthHeader === undefined)
      throw new UploadRefused(411, 'The upload needs a Content-Length.');
    const length = Number(lengthHeader);
    if (!Number.isInteger(length) || length < 1) {
      throw new UploadRefused(400, 'The upload is empty.');
    }
    if (length > MAX_VIDEO_BYTES) {
      throw new UploadRefused(413, 'The video is larger than 100 MB.');
    }

    await mkdir(this.dir, { recursive: true });
    const final = join(this.dir, id);
    const partial = `${final}.part`;
    // One PUT per address: the exclusive create fails when an upload started or finished before.
    let out;
    try {
      out = createWriteStream(partial, { flags: 'wx' });
      await new Promise<void>((resolve, reject) => {
        out!.once('open', () => resolve());
        out!.once('error', reject);
      });
    } catch {
      throw new UploadRefused(409, 'This upload address has already been used.');
    }
    if (await exists(final)) {
      out.destroy();
      throw new UploadRefused(409, 'This upload address has already been used.');
    }
    const guard = new UploadGuard(length);
    try {
      await streamThrough(req, guard, out);
      if (guard.bytes !== length) {
        throw new UploadRefused(400, 'The upload ended before all of the video arrived.');
      }
      await writeFile(
        `${final}.json`,
        JSON.stringify({
          contentType: req.headers['content-type']!.split(';')[0].trim(),
          size: length,
        } satisfies StoredMeta),
      );
      await rename(partial, final);
      this.logger.log(`Stored video ${id} (${length} bytes)`);
    } catch (error) {
      // The partial file keeps the address used: a second PUT is refused even after a failed one.
      await writeFile(partial, '').catch(() => undefined);
      if (error instanceof UploadRefused) throw error;
      if (req.destroyed || req.readableAborted) {
        throw new UploadRefused(400, 'The upload was interrupted.');
      }
      throw error;
    }
  }

  async serve(id: string, _req: Request, res: Response): Promise<void> {
    const meta = isVideoId(id) ? await this.meta(id) : null;
    if (!meta) {
      res.status(404).json({ message: 'Video not found' });
      return;
    }
    if (!(await sendStoredFile(res, join(this.dir, id), meta.contentType)))
      res.status(404).json({ message: 'Video not found' });
  }

  async verify(videoUrl: string): Promise<boolean> {
    const id = videoIdOf(videoUrl);
    return id !== null && (await this.meta(id)) !== null && (await exists(join(this.dir, id)));
  }

  /**
   * Files are `<id>` (the video), `<id>.json` (its type and size) and `<id>.part` (an upload under
   * way, or the empty marker a failed one leaves). Their age is their modification time; a `.part`
   * older than the grace period belongs to an address that expired long ago.
   */
  async collectUnused(inUse: Set<string>, olderThan: Date): Promise<CollectedUploads> {
    const collected = { videos: 0, partials: 0 };
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return collected; // nothing uploaded yet
    }
    const old = async (name: string) => {
      try {
        return (await stat(join(this.dir, name))).mtime < olderThan;
      } catch {
        return false;
      }
    };
    for (const name of names) {
      const [id, extension] = name.split(/\.(?=[^.]+$)/);
      if (!isVideoId(id)) continue;
      if (extension === 'part') {
        if (await old(name)) {
          await rm(join(this.dir, name), { force: true });
          collected.partials += 1;
        }
      } else if (extension === undefined) {
        if (!inUse.has(videoPath(id)) && (await old(name))) {
          // The description first: without it the video no longer counts as stored (verify, serve).
          await rm(join(this.dir, `${id}.json`), { force: true });
          await rm(join(this.dir, name), { force: true });
          collected.videos += 1;
        }
      } else if (extension === 'json' && !names.includes(id) && (await old(name))) {
        // Left by an upload that stopped between writing its description and its rename.
        await rm(join(this.dir, name), { force: true });
      }
    }
    if (collected.videos || collected.partials) {
      this.logger.log(
        `Removed ${collected.videos} unused videos and ${collected.partials} unfinished uploads`,
      );
    }
    return collected;
  }

  private async meta(id: string): Promise<StoredMeta | null> {
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as StoredMeta;
    } catch {
      return null;
    }
  }

  private sign(id: string, expires: number): string {
    return createHmac('sha256', this.key).update(`PUT\n${id}\n${expires}`).digest('base64url');
  }

  private validSignature(id: string, expires: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(id, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/**
 * req → guard → file. When the guard refuses, the rest of the request is read and discarded rather
 * than the connection being cut, so the client still gets the refusal (413/415) as an answer.
 */
function streamThrough(req: Request, guard: UploadGuard, out: Writable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(guard);
      req.resume();
      guard.destroy();
      out.destroy();
      reject(error);
    };
    guard.once('error', fail);
    out.once('error', fail);
    req.once('aborted', () => fail(new UploadRefused(400, 'The upload was interrupted.')));
    req.once('error', fail);
    out.once('finish', () => {
      if (settled) return;
      settled = true;
      resolve();
    });
    req.pipe(guard).pipe(out);
  });
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
