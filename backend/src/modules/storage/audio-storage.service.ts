import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { InvalidInputError, TooLargeError } from '../../common/errors/domain-error';
import {
  AUDIO_MAGIC_BYTES,
  audioFileName,
  audioTypeOf,
  audioTypeOfFile,
  isAudioFileName,
  MAX_AUDIO_BYTES,
  sniffAudio,
  type AudioMimeType,
} from './audio-format';
import { readAudioMetadata, UnreadableAudio } from './audio-metadata';
import { bucketClient, sendStoredFile } from './stored-media';

export { audioPath } from './audio-format';

export const AudioMessages = {
  wrongType: 'The file must be an MP3 or M4A audio file',
  tooLarge: 'The audio file must be at most 300 MB',
  empty: 'The upload is empty: send the MP3 or M4A file as the request body',
  interrupted: 'The upload ended before all of the audio arrived',
  unreadable: 'The audio file could not be read: it has no duration, or it is damaged',
} as const;

export class AudioTypeError extends InvalidInputError {
  constructor() {
    super(AudioMessages.wrongType);
  }
}

export class AudioTooLargeError extends TooLargeError {
  constructor() {
    super(AudioMessages.tooLarge);
  }
}

export class AudioUnreadableError extends InvalidInputError {
  constructor(message: string = AudioMessages.unreadable) {
    super(message);
  }
}

/** An audio file once stored: its name under /media/audio/ changes with every upload. */
export interface StoredAudio {
  file: string;
  mimeType: AudioMimeType;
  bytes: number;
  durationSeconds: number;
  bitrate: number | null;
}

/**
 * Counts bytes as they stream to disk, refuses the body the moment it passes the limit, and checks
 * its first bytes against the announced type. Nothing beyond the first few bytes is held in memory.
 */
class AudioGuard extends Transform {
  bytes = 0;
  private head = Buffer.alloc(0);
  private sniffed = false;

  constructor(private readonly expected: AudioMimeType) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > MAX_AUDIO_BYTES) return done(new AudioTooLargeError());
    if (!this.sniffed) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, AUDIO_MAGIC_BYTES)]);
      if (this.head.length >= AUDIO_MAGIC_BYTES) {
        this.sniffed = true;
        if (sniffAudio(this.head) !== this.expected) return done(new AudioTypeError());
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.bytes === 0) return done(new AudioUnreadableError(AudioMessages.empty));
    if (!this.sniffed && sniffAudio(this.head) !== this.expected) return done(new AudioTypeError());
    done();
  }
}

/**
 * Where teachings' audio lives: DATA_DIR/uploads/audio by default, or the S3-compatible bucket
 * (S3_BUCKET set) under `audio/`, like the campaign videos. Uploads come through this server (staff
 * send the file with one PUT), so every file is checked before it is kept: its type by its first
 * bytes, its size as it streams, its duration and bitrate by the metadata reader.
 */
@Injectable()
export class AudioStorage {
  private readonly logger = new Logger('AudioStorage');
  private readonly dir: string;
  private readonly s3: { client: S3Client; bucket: string } | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.storage.uploadsDir, 'audio');
    const s3 = config.storage.s3;
    if (s3)
      this.s3 = {
        bucket: s3.bucket,
        client: bucketClient(s3),
      };
  }

  /**
   * Reads the request body (the audio file, of the type its Content-Type announces) to a file of its
   * own, checks it and keeps it. Refusals: the wrong type (400), more than 300 MB (413), no
   * readable duration (400).
   */
  async receive(req: Request): Promise<StoredAudio> {
    const mimeType = audioTypeOf(req.headers['content-type']);
    if (!mimeType) {
      drain(req);
      throw new AudioTypeError();
    }
    if (Number(req.headers['content-length']) > MAX_AUDIO_BYTES) {
      req.res?.setHeader('Connection', 'close');
      drain(req);
      throw new AudioTooLargeError();
    }
    await mkdir(this.dir, { recursive: true });
    const id = randomUUID();
    const partial = join(this.dir, `${id}.part`);
    const guard = new AudioGuard(mimeType);
    try {
      await streamToFile(req, guard, partial);
      const length = Number(req.headers['content-length']);
      if (Number.isInteger(length) && length !== guard.bytes)
        throw new AudioUnreadableError(AudioMessages.interrupted);
      let metadata;
      try {
        metadata = await readAudioMetadata(partial, guard.bytes);
      } catch (error) {
        if (error instanceof UnreadableAudio) throw new AudioUnreadableError();
        throw error;
      }
      if (metadata.hasVideo) throw new AudioTypeError();
      const file = audioFileName(id, mimeType);
      await this.keep(partial, file, mimeType, guard.bytes);
      this.logger.log(`Stored audio ${file} (${guard.bytes} bytes)`);
      return {
        file,
        mimeType,
        bytes: guard.bytes,
        durationSeconds: metadata.durationSeconds,
        bitrate: metadata.bitrate,
      };
    } finally {
      await rm(partial, { force: true });
    }
  }

  /** Serves a stored file with range support (or redirects to the bucket). */
  async serve(file: string, res: Response): Promise<void> {
    if (!isAudioFileName(file)) {
      res.status(404).json({ message: 'Audio not found' });
      return;
    }
    if (this.s3) {
      const url = await getSignedUrl(
        this.s3.client,
        new GetObjectCommand({ Bucket: this.s3.bucket, Key: `audio/${file}` }),
        { expiresIn: 3600 },
      );
      res.setHeader('Cache-Control', 'private, max-age=600');
      return res.redirect(302, url);
    }
    if (!(await sendStoredFile(res, join(this.dir, file), audioTypeOfFile(file))))
      res.status(404).json({ message: 'Audio not found' });
  }

  async remove(file: string): Promise<void> {
    if (!isAudioFileName(file)) return;
    if (this.s3)
      await this.s3.client.send(
        new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: `audio/${file}` }),
      );
    else await rm(join(this.dir, file), { force: true });
  }

  private async keep(
    partial: string,
    file: string,
    mimeType: AudioMimeType,
    bytes: number,
  ): Promise<void> {
    if (!this.s3) return rename(partial, join(this.dir, file));
    await this.s3.client.send(
      new PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: `audio/${file}`,
        Body: createReadStream(partial),
        ContentLength: bytes,
        ContentType: mimeType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }
}

/** A refused body is still read (and dropped), so the client gets the refusal as an answer. */
function drain(req: Request): void {
  if (!req.readableEnded) req.resume();
}

/**
 * req → guard → file. When the guard refuses, the rest of the body is read and dropped rather than
 * the connection cut (after a 413 the connection closes once answered).
 */
function streamToFile(req: Request, guard: AudioGuard, path: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const out = createWriteStream(path, { flags: 'wx' });
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(guard);
      guard.destroy();
      out.destroy();
      drain(req);
      if (error instanceof TooLargeError) req.res?.setHeader('Connection', 'close');
      reject(
        error instanceof InvalidInputError || error instanceof TooLargeError
          ? error
          : new AudioUnreadableError(AudioMessages.interrupted),
      );
    };
    guard.once('error', fail);
    out.once('error', fail);
    req.once('aborted', () => fail(new AudioUnreadableError(AudioMessages.interrupted)));
    req.once('error', fail);
    out.once('finish', () => {
      if (settled) return;
      settled = true;
      resolve();
    });
    req.pipe(guard).pipe(out);
  });
}
