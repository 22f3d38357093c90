import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What the metadata reader found in an audio file. */
export interface AudioMetadata {
  /** The container as the reader names it (`MPEG`, `M4A/mp42/isom`). */
  container: string;
  codec: string;
  durationSeconds: number;
  /** Bits a second, as the file states it (or its size over its duration when it states none). */
  bitrate: number | null;
  hasVideo: boolean;
}

/** A file the reader could not make sense of, or that has no duration. */
export class UnreadableAudio extends Error {}

/** A hostile file is given this long and this much memory to be read, then the reader is stopped. */
const READ_TIMEOUT_MS = 30_000;
const READ_MEMORY_MB = 256;

/**
 * `music-metadata` (its current line is ESM only) is loaded in a worker thread, by the address of its
 * own entry point: the backend is CommonJS, and a worker's `import()` works the same under Node 20,
 * Node 24 and the test runner, whose module system cannot load ESM. Reading there also keeps a long or
 * hostile file off the event loop that serves requests.
 */
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entry)
  .then((mm) => mm.parseFile(workerData.path, { duration: true, skipCovers: true }))
  .then(({ format }) => parentPort.postMessage({ ok: true, format: {
    container: format.container ?? '', codec: format.codec ?? '', duration: format.duration,
    bitrate: format.bitrate, hasVideo: format.hasVideo === true } }))
  .catch((error) => parentPort.postMessage({ ok: false, message: String(error && error.message) }));
`;

let entry: string | undefined;

/** The file URL of music-metadata's Node entry point, found as Node finds the package. */
function readerEntry(): string {
  if (entry) return entry;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', 'music-metadata', 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
        exports: { node: { import: string } };
      };
      entry = pathToFileURL(join(dirname(manifest), pkg.exports.node.import)).href;
      return entry;
    }
    if (dirname(dir) === dir) throw new Error('The music-metadata package is not installed');
  }
}

interface ReaderAnswer {
  ok: boolean;
  message?: string;
  format?: {
    container: string;
    codec: string;
    duration?: number;
    bitrate?: number;
    hasVideo: boolean;
  };
}

/** Reads the duration and bitrate of the audio file at `path` (`bytes` long). */
export async function readAudioMetadata(path: string, bytes: number): Promise<AudioMetadata> {
  const answer = await new Promise<ReaderAnswer>((resolve, reject) => {
    const worker = new Worker(READER, {
      eval: true,
      workerData: { entry: readerEntry(), path },
      resourceLimits: { maxOldGenerationSizeMb: READ_MEMORY_MB },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ ok: false, message: 'reading took too long' });
    }, READ_TIMEOUT_MS);
    worker.once('message', (message: ReaderAnswer) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(message);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  const format = answer.format;
  const duration = format?.duration;
  if (!answer.ok || !format || !duration || !Number.isFinite(duration) || duration <= 0) {
    throw new UnreadableAudio(answer.message ?? 'no duration');
  }
  const bitrate =
    format.bitrate && Number.isFinite(format.bitrate)
      ? Math.round(format.bitrate)
      : Math.round((bytes * 8) / duration);
  return {
    container: format.container,
    codec: format.codec,
    durationSeconds: duration,
    bitrate: bitrate > 0 ? bitrate : null,
    hasVideo: format.hasVideo,
  };
}
